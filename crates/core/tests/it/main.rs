//! The core's integration tests, one test binary (one link, one run that
//! spreads them over the cores); each module is one concept's tests.
//! `line_memory` stays a binary of its own: it measures the process's peak memory.

mod common;
mod coverage;
mod coverage_messages;
mod exact;
mod exact_brute;
mod exact_messages;
mod exact_play;
mod exact_table;
mod exact_wide;
mod family_lines;
mod join_counts;
mod line_bounds;
mod links;
mod parser_properties;
mod part_lines;
mod problem_names;
mod queens;
mod queens_join;
mod queens_messages;
mod queens_play;
mod queens_reference;
mod solo_army;
mod solo_census;
mod solo_challenge;
mod solo_codes;
mod solo_count_memory;
mod solo_dead_end;
mod solo_generator;
mod solo_messages;
mod solo_move_text;
mod solo_run_check;
mod solo_solver;
mod solo_solver_8x8;
