//! The page models's integration tests, one test binary (one link, one run that
//! spreads them over the cores); each module is one concept's tests.

mod census_table;
mod first_screen;
mod pack_progress;
mod stored_games;
