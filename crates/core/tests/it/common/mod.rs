//! Helpers shared by the native integration tests.
#![allow(dead_code, clippy::expect_used)]

pub mod brute_solo;
pub mod exact_rules;
pub mod messages;
pub mod positions;
