//! Tests of the Solo page model.
