//! The grammar of the `chesslab` command line, and nothing else: the clap
//! derive structs (their doc comments are the help text) and the parsers of
//! argument values. A value out of its range is refused here, so every such
//! mistake is a bad argument (exit 2) on every command.

use std::str::FromStr;

use chesslab_core::{
    board::read_sides,
    coverage::{self, BishopRule},
    exact::{self, MAX_K, MAX_PIECES_ASKED},
    excerpt::shorten,
    queens::MAX_N,
    solo::{day_of_date, Level, PackName, RulesPreset},
};
use clap::{Args, Parser, Subcommand};

/// Chess Puzzle Lab: chess-combinatorics puzzles and their solvers.
#[derive(Parser, Debug)]
#[command(name = "chesslab", version, about, long_about = None, arg_required_else_help = true)]
pub struct Cli {
    /// The puzzle family's command.
    #[command(subcommand)]
    pub command: Command,
}

/// One subcommand per puzzle family.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solo Chess: solve and generate capture puzzles.
    #[command(subcommand)]
    Solo(SoloCommand),
    /// N-queens: count placements, also with blocked squares.
    #[command(subcommand)]
    Queens(QueensCommand),
    /// Coverage: the most (or fewest) squares a set of pieces can attack.
    #[command(subcommand)]
    Cover(CoverCommand),
    /// Exact attack: every cell (or every vacant cell) attacked exactly k times.
    ///
    /// Board sizes are width x height (files x ranks), as the table prints them; a problem is a
    /// size with its options or its whole name (5x5,k=3,vacant).
    #[command(subcommand)]
    Exact(ExactCommand),
    /// Runs part lines of any family (the argument, or each line of stdin), as `queens parts`,
    /// `cover parts` and `exact parts` write them, and prints a reply line for each.
    #[command(after_help = PART_HELP)]
    Part(PartArgs),
    /// Joins the reply lines of one search (from files, or stdin), of any family, and prints
    /// what one run of the search prints.
    #[command(after_help = JOIN_HELP)]
    Join(JoinArgs),
}

/// What `part` says of its lines.
const PART_HELP: &str = "Every line names its family and version ('queens-part v1 …', 'cover-part v1 …', \
    'exact-part v1 …'); its reply line repeats the part's fields and adds what the part found \
    ('queens-reply v1 …'). Run the lines anywhere, in any order, with the same version of chesslab. \
    A line that is not as chesslab wrote it is refused, naming the field.";

/// What `join` says of its lines.
const JOIN_HELP: &str = "Replies may come in any order, and more than once if they agree. The \
    result is the one run's: a queens count prints as `queens count` does, a coverage search as \
    `cover max|min|unattacked` (with the pass to run next when its parts are not in yet), an \
    exact cap as described under `exact join`. --json prints the same object as those commands.";

/// The option of every command that writes part lines.
#[derive(Args, Debug, Clone, Copy)]
pub struct SharesArgs {
    /// Deal the parts in this many shares, at most one per part (default: a line per part);
    /// fewer, larger shares start fewer processes.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub shares: Option<u32>,
}

/// The option of every split search that can be stopped and resumed.
#[derive(Args, Debug, Clone)]
pub struct ResumeArgs {
    /// Keep each finished part in FILE (reply lines, as `chesslab part` prints them), and take the
    /// parts already there: a run stopped at any moment goes on where it stopped, with the same
    /// result and totals.
    #[arg(long, value_name = "FILE")]
    pub resume: Option<std::path::PathBuf>,
}

/// The `--json` flag every command with a result object takes.
#[derive(Args, Debug, Clone, Copy)]
pub struct OutputArgs {
    /// Print the result as JSON on one line instead of text (its keys are listed below).
    #[arg(long)]
    pub json: bool,
}

/// The option of every search that runs on several threads.
#[derive(Args, Debug, Clone, Copy)]
pub struct ThreadArgs {
    /// Threads to search on (default: one per core); the results are the same on any number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub threads: Option<u16>,
}

// ---- solo ----

/// The Solo Chess subcommands.
#[derive(Subcommand, Debug)]
pub enum SoloCommand {
    /// Solve a puzzle: one winning line, and with --count every solution.
    #[command(after_help = "--json prints one object: \"solvable\", \"moves\" \
        (+ \"sequences\", \"move_sets\", \"move_sets_exact\" with --count).")]
    Solve(SolveArgs),
    /// Generate a puzzle, solvable by construction.
    #[command(after_help = "--json prints one object: \"code\", \"level\", \"seed\", \"moves\", \
        \"win_chance\", \"unique\", \"rules\", \"pieces\", \"rating\" (1-5 stars) and \"effort\" \
        (the measured effort behind it, in bits).")]
    Generate(GenerateArgs),
    /// The daily puzzle: the same for everyone on a date, per rule set.
    #[command(after_help = "--json prints one object, as `solo generate --json` does.")]
    Daily(DailyArgs),
    /// How many arrangements of the physical set (QQRRBBNNPP, from the seed)
    /// on 4x4 can be won under Solitaire rules, by piece count.
    #[command(after_help = "--json prints one object, the form of data/solo-census.json.")]
    Census(CensusArgs),
    /// A puzzle pack of the campaign: level, number, code and stars of each puzzle.
    Pack(PackArgs),
}

/// `chesslab solo solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The puzzle code: ranks from the top separated by '/', digits for empty
    /// squares, K Q R B N P for pieces (e.g. 2Q1/2R1/N3/1P2), or the
    /// 16-character 4x4 form 00q000r0k0000p00 (k = knight).
    pub code: String,
    /// The rule set: solitaire (any number of captures) or solo (chess.com: two captures per piece, king last).
    #[arg(long, default_value = "solitaire")]
    pub rules: RulesPreset,
    /// Also count every solution (move orders and sets of moves).
    #[arg(long)]
    pub count: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab solo generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Difficulty: beginner, intermediate, advanced or expert (default: the
    /// level whose piece range holds --pieces, else beginner).
    #[arg(long)]
    pub level: Option<Level>,
    /// The board's side: 4 (Solitaire Chess) to 8 (chess.com's Solo Chess).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(4..=8))]
    pub size: u8,
    /// Exactly this many pieces (default: from the level).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=32))]
    pub pieces: Option<u8>,
    /// The seed: the same seed and options always give the same puzzle (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Only puzzles with exactly one winning set of moves.
    #[arg(long)]
    pub unique: bool,
    /// The rule set the puzzle is made for: solitaire or solo.
    #[arg(long, default_value = "solitaire")]
    pub rules: RulesPreset,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab solo daily`.
#[derive(Args, Debug)]
pub struct DailyArgs {
    /// The date, YYYY-MM-DD (default: today, UTC).
    #[arg(long, value_parser = parse_date)]
    pub date: Option<Day>,
    /// The rule set: solitaire or solo.
    #[arg(long, default_value = "solitaire")]
    pub rules: RulesPreset,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab solo census`.
#[derive(Args, Debug)]
pub struct CensusArgs {
    /// Count arrangements of up to this many pieces (the whole set has 10).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    pub max_pieces: u8,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab solo pack`.
#[derive(Args, Debug)]
pub struct PackArgs {
    /// The pack: solitaire (4x4, 4 levels of 50) or solo (8x8, 10 levels of 20).
    pub pack: PackName,
    /// Make the pack afresh with the generator (what the shipped one was made
    /// by: chesslab solo pack NAME --make --data > data/solo-pack-NAME.txt).
    #[arg(long)]
    pub make: bool,
    /// Print the pack as its data file (the one built into the program).
    #[arg(long, conflicts_with = "json")]
    pub data: bool,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// A day as the number of days since 1970-01-01, read from `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day(pub i64);

/// A `--date` that is not a calendar date.
#[derive(Debug, thiserror::Error)]
#[error("'{}' is not a date like 2026-11-22", shorten(.0))]
pub struct BadDate(String);

/// Reads `--date`: a calendar date `YYYY-MM-DD` (a month 13 or a 31 February is refused).
fn parse_date(text: &str) -> Result<Day, BadDate> {
    day_of_date(text).map(Day).ok_or_else(|| BadDate(text.trim().to_string()))
}

// ---- queens ----

/// The N-queens subcommands.
#[derive(Subcommand, Debug)]
pub enum QueensCommand {
    /// Count the placements of N non-attacking queens, in total and unique up to symmetry.
    #[command(after_help = "--json prints one object: \"n\", \"total\", \"unique\".")]
    Count(QueensCountArgs),
    /// The parts of a count, one line each, for any engine to run (GNU parallel, a job array):
    /// `chesslab part` runs one, `chesslab join` adds up their replies.
    #[command(after_help = "Each line reads 'queens-part v1 PROBLEM part=I/N split=S': share I of N \
        (every N-th part from the I-th) of the count, which is cut into S parts; PROBLEM is N, or \
        N,blocked=ROW.COL,… (from 1, rows from the top) as the page's link writes it.")]
    Parts(QueensPartsArgs),
    /// CSES 1624 "Chessboard and Queens": 8 lines of '.' and '*' on stdin, prints the count.
    Cses,
    /// The Checker Challenge: N on stdin; prints the first three solutions in
    /// lexicographic order (each row's queen column, from 1) and then the total.
    Checker,
}

/// The board of a queens count.
#[derive(Args, Debug)]
pub struct QueensBoardArgs {
    /// The board size N, from 1 to 27.
    #[arg(value_parser = clap::value_parser!(u8).range(1..=MAX_N as i64))]
    pub n: u8,
    /// A file with N lines of '.' (free) and '*' (blocked).
    #[arg(long, value_name = "FILE")]
    pub blocked: Option<std::path::PathBuf>,
}

/// `chesslab queens count`.
#[derive(Args, Debug)]
pub struct QueensCountArgs {
    #[command(flatten)]
    pub board: QueensBoardArgs,
    #[command(flatten)]
    pub resume: ResumeArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab queens parts`.
#[derive(Args, Debug)]
pub struct QueensPartsArgs {
    #[command(flatten)]
    pub board: QueensBoardArgs,
    #[command(flatten)]
    pub shares: SharesArgs,
}

// ---- cover ----

/// The coverage subcommands.
#[derive(Subcommand, Debug)]
pub enum CoverCommand {
    /// The configurations attacking the most squares (the seed: K Q R R N N B B cover at most 63).
    #[command(after_help = COVER_JSON)]
    Max(CoverArgs),
    /// The configurations attacking the fewest squares.
    #[command(after_help = COVER_JSON)]
    Min(CoverArgs),
    /// For every square, a configuration leaving exactly that square unattacked (or proof of none).
    #[command(after_help = "--json prints one object: \"side\", \"squares\" (an example per square, \
        or null), \"placements\" (per square), \"nodes\", \"seconds\".")]
    Unattacked(CoverArgs),
    /// The parts of one pass of a search (max, min or unattacked), one line each, for any engine
    /// to run: `chesslab part` runs one, `chesslab join` joins their replies, or names the pass
    /// to write next (--pass).
    #[command(after_help = "Each line reads 'cover-part v1 GOAL,pieces=…,board=…,bishops=…[,superpose] \
        pass=PASS part=I/N split=S': share I of N of the pass, which is cut into S parts. A maximum \
        widens its slack pass by pass (max:SLACK) until one finds something; a minimum runs its head \
        (min-head), then the rest with the head's best as a bound (min-rest:BOUND).")]
    Parts(CoverPartsArgs),
}

/// `chesslab cover parts`.
#[derive(Args, Debug)]
pub struct CoverPartsArgs {
    /// What the search looks for: max, min or unattacked.
    pub goal: coverage::Goal,
    #[command(flatten)]
    pub settings: CoverSettingsArgs,
    /// The pass (default: the search's first): max:SLACK, min-head, min-rest:BOUND or unattacked,
    /// as `chesslab join` names the one to run next.
    #[arg(long)]
    pub pass: Option<String>,
    #[command(flatten)]
    pub shares: SharesArgs,
}

/// The `--json` keys of `cover max` and `cover min`.
const COVER_JSON: &str = "--json prints one object: \"max\" (or \"min\"), \"configurations\", \
    \"placements\", \"examples\", \"nodes\", \"leaves\", \"survivors\", \"seconds\".";

/// The options every coverage subcommand takes.
pub type CoverArgs = SearchArgs<CoverSettingsArgs>;

/// A long search's options: its puzzle `P`, then how it runs and prints.
#[derive(Args, Debug)]
pub struct SearchArgs<P: Args> {
    #[command(flatten)]
    pub puzzle: P,
    #[command(flatten)]
    pub resume: ResumeArgs,
    #[command(flatten)]
    pub threads: ThreadArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The puzzle of a coverage search.
#[derive(Args, Debug)]
pub struct CoverSettingsArgs {
    /// The pieces, up to 10 of K Q R B N.
    #[arg(long, default_value = "KQRRNNBB")]
    pub pieces: coverage::PieceSet,
    /// The board's side, from 3 to 8.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(u8).range(3..=8))]
    pub board: u8,
    /// The bishops' square colours: opposite, same or any.
    #[arg(long, default_value = "opposite")]
    pub bishops: BishopRule,
    /// Let pieces share a square.
    #[arg(long)]
    pub superpose: bool,
}

// ---- exact ----

/// The exact-attack subcommands.
#[derive(Subcommand, Debug)]
pub enum ExactCommand {
    /// The seed's attack patterns per piece (5x5: K 25, N 25, P 25, B 95, R 324, Q 1331).
    #[command(after_help = "--json prints one object: the number of patterns per piece letter.")]
    Patterns(PatternsArgs),
    /// The proven fewest pieces, how many minimal placements, and one example.
    #[command(after_help = "--json prints one object: \"min_pieces\", \"solutions\", \"unique\", \
        \"example\", \"nodes\", \"seconds\".")]
    Min(MinArgs),
    /// Every solution, counted (in all, up to symmetry, and by number of pieces).
    #[command(after_help = "--json prints one object: \"total\", \"unique\", \"by_pieces\", \
        \"max_pieces\", \"nodes\", \"seconds\".")]
    Count(ExactCountArgs),
    /// The results table: every entry of Friedman's tables (both modes) and Rennhak's 4xn boards,
    /// proven or bounded.
    #[command(after_help = "--json prints the entries as one array (the page's data file \
        data/exact-table.json): \"problem\", \"n\", \"width\", \"height\", \"k\", \"mode\", \"source\", \
        \"status\" (proven, bounded, impossible, too_large), \"lower_bound\", \"upper_bound\", \"proven\", \
        \"total\", \"unique\", \"example\", \"nodes\", \"seconds\", \"node_limit\" and the proof's \
        \"outcome\".")]
    Table(TableArgs),
    /// The parts of one cap of a minimum proof, one line each, for any engine to run (GNU
    /// parallel, a job array): `exact part` runs one, `exact join` says what their replies prove.
    #[command(after_help = "Each line reads 'exact-part v1 PROBLEM cap=C part=I/N split=S': share I of \
        N of the cap's search, which is cut into S parts. Run the lines anywhere, in any order, with the \
        same version of chesslab: `chesslab exact part LINE` prints the reply line.")]
    Parts(PartsArgs),
    /// Runs part lines (the argument, or each line of stdin) and prints a reply line for each
    /// (as `chesslab part`, which runs the lines of every family).
    #[command(after_help = "A reply reads 'exact-reply v1 PROBLEM cap=C part=I/N split=S nodes=… \
        found=… unique=… pieces=P:COUNT,… example=CODE' (pieces '-' and example '-' when nothing is \
        found). A line that is not as `exact parts` wrote it is refused, naming the field.")]
    Part(PartArgs),
    /// Joins the reply lines of every part of one cap (from files, or stdin) and says what they
    /// prove: the fewest pieces with an example, or no solution with at most the cap's pieces
    /// (as `chesslab join`, which joins the replies of every family).
    #[command(after_help = "Replies may come in any order and more than once if they agree. \
        --json prints one object: \"problem\", \"cap\", \"parts\", \"min_pieces\" (null when none \
        is found), \"solutions\" (with at most cap pieces), \"unique\", \"by_pieces\", \"example\", \"nodes\".")]
    Join(JoinArgs),
}

/// `chesslab exact patterns`.
#[derive(Args, Debug)]
pub struct PatternsArgs {
    /// The board, width x height (files x ranks, e.g. 5x5 or 6x4).
    pub size: BoardSize,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// The problem every solving subcommand takes.
#[derive(Args, Debug)]
pub struct ProblemArgs {
    /// The problem: a board size, width x height (files x ranks: 6x4 is 6 files wide, 4 ranks
    /// high), with --k or --cells; or the problem's whole name as the table and the part lines
    /// write it (e.g. 5x5,k=3,vacant or 9x4,k=1), without those options. Up to 8x8, and for
    /// `exact min` any board of up to 128 cells (9x9, 9x4), which the 128-cell search proves on
    /// one thread (one count for every cell, all pieces).
    #[arg(value_name = "PROBLEM")]
    pub name: ProblemArg,
    /// How many times each cell must be attacked (0 to 16).
    #[arg(
        long,
        conflicts_with = "cells",
        value_parser = clap::value_parser!(u8).range(0..=i64::from(MAX_K)),
    )]
    pub k: Option<u8>,
    /// A count per cell instead of --k: ranks from the top separated by '/', one character per
    /// cell, '-' for a cell switched off, 0-9 then a-g for 10-16 (e.g. 1-1/111/212).
    #[arg(long)]
    pub cells: Option<String>,
    /// Only the vacant cells must be attacked exactly k times (Friedman's V(n,k)).
    #[arg(long)]
    pub vacant: bool,
    /// The piece kinds allowed, as letters from K Q R B N P [default: KQRBNP].
    #[arg(long, value_parser = parse_pieces)]
    pub pieces: Option<exact::AllowedKinds>,
}

/// `chesslab exact min`.
pub type MinArgs = SearchArgs<ProblemArgs>;

/// `chesslab exact count`.
#[derive(Args, Debug)]
pub struct ExactCountArgs {
    #[command(flatten)]
    pub problem: ProblemArgs,
    /// Count only placements with at most this many pieces.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_PIECES_ASKED)))]
    pub max_pieces: Option<u32>,
    #[command(flatten)]
    pub threads: ThreadArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab exact parts`.
#[derive(Args, Debug)]
pub struct PartsArgs {
    #[command(flatten)]
    pub problem: ProblemArgs,
    /// The piece cap: the parts of the search for every solution with at most this many pieces
    /// [default: the first cap a minimum proof tries].
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_PIECES_ASKED)))]
    pub cap: Option<u32>,
    #[command(flatten)]
    pub shares: SharesArgs,
}

/// `chesslab exact part`.
#[derive(Args, Debug)]
pub struct PartArgs {
    /// A part line as `exact parts` writes it (quote it); without it, part lines are read from stdin.
    pub line: Option<String>,
}

/// `chesslab exact join`.
#[derive(Args, Debug)]
pub struct JoinArgs {
    /// Files of reply lines ('-' or none: stdin).
    #[arg(value_name = "FILE")]
    pub files: Vec<std::path::PathBuf>,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// `chesslab exact table`.
#[derive(Args, Debug)]
pub struct TableArgs {
    /// Only the entries with a board side up to this (boards from 2x2 up).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=8))]
    pub max_side: Option<u8>,
    /// Only the entries with k up to this (from 1 up).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=i64::from(MAX_K)))]
    pub max_k: Option<u8>,
    /// Only this entry, by its name as the table prints it (width x height: e.g. 5x5,k=3,vacant,
    /// or 6x4,k=2 for Rennhak's board of 6 files and 4 ranks).
    #[arg(long)]
    pub only: Option<String>,
    /// Stop each entry's proof after this many search nodes (the search for placements gets half
    /// as many more); the same limit gives the same entry on any machine [default: 200000000].
    #[arg(long, visible_alias = "node-limit", conflicts_with = "budget")]
    pub nodes: Option<u64>,
    /// About this many seconds per entry: a short first try measures the entry's nodes per
    /// second here and sets its node limit (recorded in the entry as "node_limit").
    #[arg(long, value_parser = parse_seconds)]
    pub budget: Option<f64>,
    /// Take in the proof ledgers of DIR: the reply lines of long proofs, one file per entry named
    /// after its problem (e.g. DIR/6x6,k=3,vacant.replies, as `exact min --resume` writes them);
    /// what their finished caps prove raises the entry's lower bound or proves its minimum.
    #[arg(long, value_name = "DIR")]
    pub ledgers: Option<std::path::PathBuf>,
    /// Copy the entries not selected (by --only, --max-side or --max-k) from this table (as
    /// --json writes it), so that one entry is made again and the table printed whole.
    #[arg(long, value_name = "FILE")]
    pub keep: Option<std::path::PathBuf>,
    // Entries are computed side by side, one per thread; no entry depends on the number.
    #[command(flatten)]
    pub threads: ThreadArgs,
    #[command(flatten)]
    pub output: OutputArgs,
}

/// A positive number of seconds.
fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds.is_finite() && seconds > 0.0 => Ok(seconds),
        _ => Err(format!("'{}' is not a positive number of seconds", shorten(text))),
    }
}

/// A board size as width x height (files x ranks), e.g. `5x5` or `6x4` (6
/// files, 4 ranks): sides of 1 to 8, or for `exact min` any rectangle of up
/// to 128 cells (`9x9`, `9x4`), which the 128-cell search proves
/// ([`exact::WideSolver`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSize {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
}

impl BoardSize {
    /// Whether a side is beyond 8: only the 128-cell search takes the board.
    #[must_use]
    pub fn is_wide(self) -> bool {
        self.width > 8 || self.height > 8
    }
}

impl std::fmt::Display for BoardSize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// A board size argument that is not `<width>x<height>` with at most 128 cells.
#[derive(Debug, thiserror::Error)]
#[error(
    "'{}' is not a board size like 5x5 (width x height: files x ranks, each 1 to 8; exact min also takes up \
     to 128 cells, as 9x9)",
    shorten(.0)
)]
pub struct BadBoardSize(String);

impl FromStr for BoardSize {
    type Err = BadBoardSize;

    fn from_str(text: &str) -> Result<BoardSize, BadBoardSize> {
        let (width, height) = read_sides(text)
            .filter(|&(width, height)| usize::from(width) * usize::from(height) <= exact::MAX_WIDE_CELLS)
            .ok_or_else(|| BadBoardSize(text.to_string()))?;
        Ok(BoardSize { width, height })
    }
}

/// The problem argument: a board size (with `--k` or `--cells` and the other
/// options), or a problem's whole name as the table and the part lines write
/// it (`5x5,k=3,vacant`), which takes none of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemArg {
    /// A size; the options say the rest.
    Size(BoardSize),
    /// A whole name.
    Named(exact::ProblemName),
}

impl FromStr for ProblemArg {
    type Err = String;

    fn from_str(text: &str) -> Result<ProblemArg, String> {
        if text.contains(',') {
            return exact::ProblemName::parse(text).map(ProblemArg::Named).map_err(|error| error.to_string());
        }
        text.parse().map(ProblemArg::Size).map_err(|error: BadBoardSize| error.to_string())
    }
}

/// A `--pieces` argument that names no piece kind or a letter that is none.
#[derive(Debug, thiserror::Error)]
pub enum BadPieces {
    /// No letter at all.
    #[error("give at least one of K Q R B N P")]
    Empty,
    /// A character that is not a piece letter.
    #[error("'{}' is not a piece letter (K Q R B N P)", .0.escape_debug())]
    Letter(char),
}

/// Reads `--pieces`: letters from K Q R B N P, at least one.
fn parse_pieces(text: &str) -> Result<exact::AllowedKinds, BadPieces> {
    match exact::AllowedKinds::from_letters(text) {
        Ok(pieces) if !pieces.is_empty() => Ok(pieces),
        Ok(_) => Err(BadPieces::Empty),
        Err(letter) => Err(BadPieces::Letter(letter)),
    }
}
