//! The shipped packs' data files (`data/solo-pack-*.txt`): one puzzle a line.
//!
//! ```text
//! chess-puzzle-lab pack solo v1
//! # code, stars, effort in thousandths of a bit, generator seed
//! 2N5/2N5/P7/8/6B1/8/P2R4/8 1 0 4294967314
//! ```
//!
//! A puzzle's level and number are its place in the file, and its generator task is the
//! pack's plan for the group its seed names (the seed's upper 32 bits), so a line holds only
//! what the generator gave. Written for the page's wasm rather than as JSON: the two packs
//! take 6.3 KB of gzip instead of 9.4, and nothing of `serde_json` is instantiated for them.

use super::{
    pack::{Pack, PackError, PackName, PackPuzzle},
    parse_code, GenerateTask,
};
use crate::task::line;

impl Pack {
    /// Reads pack `name` from its data file `text` (see [`Pack::to_data`]) and checks it.
    ///
    /// # Errors
    /// [`PackError`] when `text` is not a pack or does not hold together.
    pub fn read(name: PackName, text: &str) -> Result<Pack, PackError> {
        let pack = read_unchecked(name, text)?;
        pack.check(name).map_err(|problem| PackError::Inconsistent { pack: name, problem })?;
        Ok(pack)
    }

    /// The pack as its data file (`data/solo-pack-NAME.txt`): a first line naming the pack,
    /// then one puzzle a line, in order: its code, stars, effort in thousandths of a bit and
    /// generator seed (the rest follows from the pack's plan).
    ///
    /// ```
    /// use chesslab_core::solo::{Pack, PackName};
    ///
    /// let pack = Pack::shipped(PackName::Solitaire)?;
    /// let text = pack.to_data();
    /// assert!(text.starts_with("chess-puzzle-lab pack solitaire v1\n"));
    /// assert_eq!(Pack::read(PackName::Solitaire, &text)?, pack);
    /// # Ok::<(), chesslab_core::solo::PackError>(())
    /// ```
    #[must_use]
    pub fn to_data(&self) -> String {
        write(self)
    }
}

/// The first line's words before the pack's name, and the version after it.
const MAGIC: &str = "chess-puzzle-lab pack";
const VERSION: &str = "v1";

/// Writes `pack` as its data file.
fn write(pack: &Pack) -> String {
    let mut text = format!(
        "{MAGIC} {} {VERSION}\n# code, stars, effort in thousandths of a bit, generator seed\n",
        pack.name
    );
    for puzzle in &pack.puzzles {
        let thousandths = (puzzle.effort * 1000.0).round() as u64;
        text += &format!("{} {} {thousandths} {}\n", puzzle.code, puzzle.stars, puzzle.task.seed);
    }
    text
}

/// Reads pack `name` from its data file `text` (lines after the first that start with `#` are
/// comments). The pack is not yet checked ([`Pack::read`] does).
fn read_unchecked(name: PackName, text: &str) -> Result<Pack, PackError> {
    let unreadable = |problem: String| PackError::Unreadable { pack: name, problem };
    let mut lines = text.lines().enumerate();
    let header = lines.next().map_or("", |(_, line)| line);
    let named = header
        .strip_prefix(MAGIC)
        .and_then(|rest| rest.strip_suffix(VERSION))
        .and_then(|rest| rest.strip_prefix(' ')?.strip_suffix(' '))
        .ok_or_else(|| unreadable(format!("its first line is not \"{MAGIC} {name} {VERSION}\"")))?;
    if named != name.name() {
        return Err(PackError::Inconsistent {
            pack: name,
            problem: format!("it is the data of another pack: {}", crate::excerpt::shorten(named)),
        });
    }
    let mut puzzles = Vec::with_capacity(usize::from(name.puzzle_count()));
    for (index, line) in lines.filter(|(_, line)| !line.starts_with('#')) {
        let puzzle = puzzle(name, puzzles.len(), line)
            .map_err(|problem| unreadable(format!("line {}: {problem}", index + 1)))?;
        puzzles.push(puzzle);
        if puzzles.len() > usize::from(name.puzzle_count()) {
            break; // too many: the check says so, without reading the rest
        }
    }
    Ok(Pack::planned(name, puzzles))
}

/// The puzzle at `index` (from 0) of pack `name`, read from its `line`.
fn puzzle(name: PackName, index: usize, line: &str) -> Result<PackPuzzle, String> {
    let plan = name.plan();
    let fields: Vec<&str> = line.split(' ').collect();
    let [code, stars, thousandths, seed] = fields[..] else {
        return Err(format!("{} fields, not 4 (code, stars, effort, seed)", fields.len()));
    };
    let pieces = parse_code(code).map_err(|error| error.to_string())?.piece_count();
    let stars =
        number(stars, "stars").filter(|stars| (1..=5).contains(stars)).ok_or("the stars are not 1 to 5")?;
    let thousandths =
        number(thousandths, "effort").ok_or("the effort is not a whole number of thousandths")?;
    let seed = number(seed, "seed").ok_or("the seed is not a whole number")?;
    let &(level, exact_pieces) =
        usize::try_from(seed >> 32).ok().and_then(|group| plan.groups.get(group)).ok_or_else(|| {
            format!("the seed names group {}, and the pack has {}", seed >> 32, plan.groups.len())
        })?;
    let (level_in_pack, number) = plan.place(index);
    Ok(PackPuzzle {
        level: level_in_pack,
        number,
        code: code.to_string(),
        stars: u8::try_from(stars).unwrap_or(u8::MAX),
        // As `stored_effort` rounds it: a whole number of thousandths.
        effort: thousandths as f64 / 1000.0,
        pieces: u8::try_from(pieces).unwrap_or(u8::MAX),
        task: GenerateTask {
            level,
            seed,
            unique: true,
            rules: plan.rules,
            size: plan.size,
            pieces: exact_pieces,
        },
    })
}

/// A field as a number, by the one rule for every number of a line (plain ASCII digits,
/// within range: [`line::number`]); `None` for anything else.
fn number(text: &str, field: &'static str) -> Option<u64> {
    line::number(text, field).ok()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;

    use super::super::{Pack, PackError, PackName};

    /// The shipped solo pack's data with `line` (from 0) replaced by `text`.
    fn edited(line: usize, text: &str) -> String {
        let data = PackName::Solo.data();
        data.lines()
            .enumerate()
            .map(|(index, old)| if index == line { text } else { old })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn problem(text: &str) -> String {
        match Pack::read(PackName::Solo, text) {
            Err(PackError::Unreadable { problem, .. } | PackError::Inconsistent { problem, .. }) => problem,
            Ok(_) => "read".to_string(),
        }
    }

    #[test]
    fn a_bad_line_is_refused_with_its_number_and_why() {
        assert_eq!(problem(""), "its first line is not \"chess-puzzle-lab pack solo v1\"");
        let cases = [
            (0, "chess-puzzle-lab pack solo v2", "its first line is not \"chess-puzzle-lab pack solo v1\""),
            (0, "chess-puzzle-lab pack solitaire v1", "it is the data of another pack: solitaire"),
            (2, "8/8/8/8/8/8/8/QQ6 1 0", "line 3: 3 fields, not 4 (code, stars, effort, seed)"),
            (2, "8/8/8/8/8/8/8/QQ6 6 0 1", "line 3: the stars are not 1 to 5"),
            (2, "8/8/8/8/8/8/8/QQ6 1 +3 1", "line 3: the effort is not a whole number of thousandths"),
            (2, "8/8/8/8/8/8/8/QQ6 1 0 18446744073709551616", "line 3: the seed is not a whole number"),
            (2, "8/8/8/8/8/8/8/QQ6 1 0 42949672960", "line 3: the seed names group 10, and the pack has 10"),
        ];
        for (line, text, says) in cases {
            assert_eq!(problem(&edited(line, text)), says, "line {line}: {text}");
        }
        assert!(problem(&edited(2, "9/8 1 0 1")).starts_with("line 3: "));
        // Read, but not the shipped puzzle 1 any more: still a pack that holds together.
        assert_eq!(problem(&edited(2, "8/8/8/8/8/8/8/QQ6 1 0 1")), "read");
        let mut long = PackName::Solo.data().to_string();
        long += "8/8/8/8/8/8/8/QQ6 1 0 1\n";
        assert_eq!(problem(&long), "it has 201 puzzles in 10 levels");
    }

    proptest! {
        #[test]
        fn reading_any_text_never_panics(text in "\\PC{0,300}") {
            let _ = Pack::read(PackName::Solitaire, &text);
            let _ = Pack::read(PackName::Solo, &format!("chess-puzzle-lab pack solo v1\n{text}"));
        }

        #[test]
        fn reading_an_edited_line_never_panics(line in 0usize..203, at in 0usize..60, byte in any::<u8>()) {
            let data = PackName::Solo.data();
            let Some(old) = data.lines().nth(line) else { return Ok(()) };
            let mut bytes = old.as_bytes().to_vec();
            let at = at.min(bytes.len());
            bytes.insert(at, byte);
            let _ = Pack::read(PackName::Solo, &edited(line, &String::from_utf8_lossy(&bytes)));
        }
    }
}
