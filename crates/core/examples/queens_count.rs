//! Counts the open N×N board with one method, for timing it from outside
//! (`/usr/bin/time -f '%U s %M KB' …`): `queens_count N fast|join`.
#![allow(clippy::print_stdout)] // an example prints its result

use chesslab_core::queens::{count, join, Problem};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().ok_or("usage: queens_count N fast|join")?.parse()?;
    let problem = Problem::new(n)?;
    let reply = match args.next().as_deref() {
        Some("join") => join::count(&problem)?,
        Some("fast") | None => count(&problem),
        Some(other) => return Err(format!("unknown method {other}").into()),
    };
    println!("{} {} {}", reply.n, reply.total, reply.unique);
    Ok(())
}
