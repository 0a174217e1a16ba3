//! Helpers shared by the native integration tests.
#![allow(dead_code, clippy::expect_used)]

pub mod cli;
