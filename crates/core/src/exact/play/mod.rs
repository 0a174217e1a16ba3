//! Playing by hand: editing a problem, how a try fits its counts, and hints.

pub(super) mod edit;
pub(super) mod fit;
pub(super) mod hint;
pub(super) mod quick;
