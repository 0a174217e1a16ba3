//! The published table of exact-attack results (Friedman's and Rennhak's entries): its slots,
//! how each is run, DeVincentis' bounds and who found each placement.

pub(super) mod devincentis;
pub(super) mod found_by;
pub(super) mod results_table;
pub(super) mod table_run;
pub(super) mod table_slots;
