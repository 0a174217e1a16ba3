//! The command line's integration tests, one test binary (one link, one run that
//! spreads them over the cores); each module is one concept's tests.

mod cli;
mod common;
mod exact_app;
mod exact_parts;
mod family_parts;
mod join_counts;
mod problem_names;
mod progress_moves;
mod solo_generate_refusals;
mod solo_pack;
