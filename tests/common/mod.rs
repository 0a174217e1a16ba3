//! Helpers shared by the native integration tests.
#![allow(dead_code)]

pub mod brute_solo;
