//! Proofs that outlast a session: the search dealt in shares, the lines a part and its reply
//! are written as (for GNU parallel, Slurm or a file), the replies kept to resume, the ledgers
//! of a table's proofs, and the join of the parts.

pub(super) mod kept;
pub(super) mod ledger;
pub(super) mod part_join;
pub(super) mod part_line;
pub(super) mod part_run;
pub(super) mod reply_line;
pub(super) mod shares;
