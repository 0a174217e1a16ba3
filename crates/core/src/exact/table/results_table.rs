//! The results table: for each entry of Friedman's and Rennhak's tables
//! ([`table_slots`](crate::exact::table_slots())) what the search established — the
//! proven minimum with its counts and an example, or the proven lower bound
//! and the best placement found — and how it compares with DeVincentis'
//! bounds ([`TableEntry::devincentis`]). [`solve_slot`](crate::exact::solve_slot)
//! makes an entry; [`render_table`] prints them.

use crate::exact::{
    problem::{Mode, Problem},
    proof::ledger::LedgerVerdict,
    reply::MinReply,
    table::devincentis::{compare, devincentis_bound, Verdict},
    table::found_by::FoundBy,
    table::table_slots::{TableSlot, TableSource},
};

/// What is known of an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryStatus {
    /// The minimum is proven (the lower bound meets a placement found).
    Proven,
    /// The search was stopped: a proven lower bound and, if one was found, a placement above it.
    Bounded,
    /// The search proved that no placement solves the problem.
    Impossible,
    /// The board is larger than any search holds (more than 128 cells): not computed.
    TooLarge,
}

/// One entry of the table.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TableEntry {
    /// The problem's text form, e.g. `5x5,k=3,vacant`.
    pub problem: String,
    /// The longer side: n of Friedman's n×n or of Rennhak's 4×n.
    pub n: u8,
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// Attack count.
    pub k: u8,
    /// Counting mode.
    pub mode: Mode,
    /// Whose table the entry is from.
    pub source: TableSource,
    /// What is known.
    pub status: EntryStatus,
    /// Proven: no placement has fewer pieces.
    pub lower_bound: u32,
    /// The fewest pieces of a placement found (the best known), if any.
    pub upper_bound: Option<u32>,
    /// Whether the minimum is known (`lower_bound == upper_bound`).
    pub proven: bool,
    /// How many minimal placements, when the proof counted them.
    pub total: Option<u64>,
    /// How many up to the problem's symmetries, when the proof counted them.
    pub unique: Option<u64>,
    /// A placement with `upper_bound` pieces, as a puzzle code.
    pub example: Option<String>,
    /// How the example was found.
    #[serde(default)]
    pub found_by: Option<FoundBy>,
    /// The proof ledger (a file of `data/proofs/`) the bounds also rest on, if any.
    #[serde(default)]
    pub ledger: Option<String>,
    /// Search nodes of the proof and of the search for placements together
    /// (each step of its annealing counted as a node).
    pub nodes: u64,
    /// Wall-clock seconds the caller measured for both.
    pub seconds: f64,
    /// The node limit the entry was computed with (none: searched to the end);
    /// `chesslab exact table --only PROBLEM --nodes LIMIT` repeats it exactly.
    pub node_limit: Option<u64>,
    /// The proof of the minimum (the search raising the piece cap), as the solver replied.
    #[serde(with = "outcome_json")]
    pub outcome: MinReply,
}

/// An entry's `outcome` in the table's (serde's) JSON: a [`MinReply`] is declared once, in the
/// worker's codec ([`crate::json`]), and written and read here through it.
mod outcome_json {
    use serde::{de::Error, Deserialize, Deserializer};
    use serde_json::Value;

    pub(super) use crate::json::serialize_as_json as serialize;
    use crate::{
        exact::reply::MinReply,
        json::{FromJson, Json},
    };

    /// The reply the entry's `outcome` holds, read as the worker's codec reads it.
    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<MinReply, D::Error> {
        MinReply::from_json(&json(&Value::deserialize(deserializer)?)).map_err(D::Error::custom)
    }

    /// `value` as the codec's [`Json`] (numbers as serde_json writes them, which it reads).
    fn json(value: &Value) -> Json {
        match value {
            Value::Null => Json::Null,
            Value::Bool(flag) => Json::Bool(*flag),
            Value::Number(number) => Json::Number(number.to_string()),
            Value::String(text) => Json::String(text.clone()),
            Value::Array(items) => Json::Array(items.iter().map(json).collect()),
            Value::Object(fields) => {
                Json::Object(fields.iter().map(|(name, value)| (name.clone(), json(value))).collect())
            }
        }
    }
}

impl TableEntry {
    /// DeVincentis' bound for this entry (vacant cells on n×n, k ≤ 8) and
    /// what the entry makes of it.
    ///
    /// ```
    /// use chesslab_core::exact::{table_entry, Problem, Solver, Verdict};
    /// let problem = Problem::parse("4x4,k=2,vacant")?;
    /// let entry = table_entry(&problem, Solver::new(&problem).minimum(&mut |_| {}), 0.0);
    /// assert_eq!(entry.devincentis(), Some((4, Verdict::Sharp))); // V(4,2) = 4 = n
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn devincentis(&self) -> Option<(u32, Verdict)> {
        if self.mode != Mode::VacantCells || self.width != self.height || self.status == EntryStatus::TooLarge
        {
            return None;
        }
        let bound = devincentis_bound(self.n, self.k)?;
        let verdict = match self.status {
            // No placement at all: his construction cannot exist on so small a board.
            EntryStatus::Impossible => Verdict::DoesNotApply,
            _ => compare(bound, self.lower_bound, self.upper_bound),
        };
        Some((bound, verdict))
    }

    /// The entry's value as the table shows it: the minimum, `≥ l, ≤ u`, `≥ l`, `none` or `–`.
    ///
    /// ```
    /// use chesslab_core::exact::{table_entry, Problem, Solver};
    /// let problem = Problem::parse("3x3,k=1")?;
    /// let entry = table_entry(&problem, Solver::new(&problem).minimum(&mut |_| {}), 0.0);
    /// assert_eq!(entry.value_text(), "2");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn value_text(&self) -> String {
        match (self.status, self.upper_bound) {
            (EntryStatus::Proven, _) => self.lower_bound.to_string(),
            (EntryStatus::Impossible, _) => "none".to_string(),
            (EntryStatus::TooLarge, _) => "–".to_string(),
            (EntryStatus::Bounded, Some(upper)) => format!("≥ {}, ≤ {upper}", self.lower_bound),
            (EntryStatus::Bounded, None) => format!("≥ {}", self.lower_bound),
        }
    }

    /// The fewest pieces, when proven: the bounds met, by the search or by a
    /// proof ledger (whose entries' `outcome`, from a stopped search, may not
    /// know it).
    ///
    /// ```
    /// use chesslab_core::exact::{table_entry, Problem, Solver};
    /// let problem = Problem::parse("4x4,k=2")?;
    /// let stopped = table_entry(&problem, Solver::new(&problem).with_node_limit(10).minimum(&mut |_| {}), 0.0);
    /// assert_eq!(stopped.minimum(), None);
    /// let proven = table_entry(&problem, Solver::new(&problem).minimum(&mut |_| {}), 0.0);
    /// assert_eq!(proven.minimum(), Some(6));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn minimum(&self) -> Option<u32> {
        self.upper_bound.filter(|_| self.proven)
    }

    /// Whether the entry's board fits the 8×8 [`Solver`](crate::exact::Solver) and
    /// [`Problem`] (each side at most [`MAX_SIDE`](crate::board::MAX_SIDE));
    /// entries beyond it are the 128-cell search's ([`crate::exact::WideSolver`])
    /// and have no problem to open.
    #[must_use]
    pub fn fits_the_solver(&self) -> bool {
        self.width <= crate::board::MAX_SIDE && self.height <= crate::board::MAX_SIDE
    }

    /// Takes in what the proof ledger `name` proves (its [`LedgerVerdict`]):
    /// a higher lower bound, or the minimum with its count; the ledger's
    /// nodes are added to the entry's. An entry whose bounds meet is proven.
    ///
    /// ```
    /// use chesslab_core::exact::{table_entry, Ledger, PartLine, Problem, Solver};
    /// let problem = Problem::parse("4x4,k=2")?;
    /// let solver = Solver::new(&problem);
    /// let stopped = solver.clone().with_node_limit(10).minimum(&mut |_| {});
    /// let mut entry = table_entry(&problem, stopped, 0.0);
    /// let mut ledger = Ledger::new(&problem);
    /// for cap in 1..=6 {
    ///     for part in PartLine::all(&solver.split(Some(cap)), Some(2))? {
    ///         ledger.add(&part.run(&mut |_| {})?.to_string())?;
    ///     }
    /// }
    /// entry.take_ledger("4x4,k=2.replies", &ledger.verdict());
    /// assert!(entry.proven);
    /// assert_eq!((entry.lower_bound, entry.total), (6, Some(solver.minimum(&mut |_| {}).solutions)));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn take_ledger(&mut self, name: &str, verdict: &LedgerVerdict) {
        self.ledger = Some(name.to_string());
        self.nodes = self.nodes.saturating_add(verdict.nodes);
        if let Some(proof) = &verdict.minimum {
            if let Some((fewest, count)) = proof.fewest() {
                self.lower_bound = fewest;
                self.upper_bound = Some(fewest);
                self.total = Some(count);
                // Counted per class only when the cap is the minimum itself.
                self.unique = (proof.cap == fewest).then_some(proof.unique);
                if let Some(example) = &proof.example {
                    self.example = Some(example.to_string());
                    self.found_by = Some(FoundBy::Ledger);
                }
            }
        } else {
            self.lower_bound = self.lower_bound.max(verdict.lower_bound);
        }
        if self.upper_bound.is_some_and(|upper| upper <= self.lower_bound) {
            self.lower_bound = self.upper_bound.unwrap_or(self.lower_bound);
            self.status = EntryStatus::Proven;
            self.proven = true;
        }
    }

    /// An entry not computed: the board is beyond every search (more than 128 cells).
    #[must_use]
    pub fn too_large(slot: &TableSlot) -> TableEntry {
        TableEntry::blank(slot.text(), (slot.width, slot.height), slot.k, slot.mode, slot.source)
    }

    /// An entry of the board `problem` (its text form; `width` × `height`,
    /// each cell needing `k`) with nothing known yet.
    fn blank(
        problem: String,
        (width, height): (u8, u8),
        k: u8,
        mode: Mode,
        source: TableSource,
    ) -> TableEntry {
        TableEntry {
            problem,
            n: width.max(height),
            width,
            height,
            k,
            mode,
            source,
            status: EntryStatus::TooLarge,
            lower_bound: 0,
            upper_bound: None,
            proven: false,
            total: None,
            unique: None,
            example: None,
            found_by: None,
            ledger: None,
            nodes: 0,
            seconds: 0.0,
            node_limit: None,
            outcome: MinReply { complete: false, ..MinReply::from_floor(0) },
        }
    }

    /// Takes in the minimum proof's `outcome`: proven, impossible, or
    /// bounded below by the caps it refuted before its node limit.
    pub(crate) fn take_proof(&mut self, outcome: MinReply) {
        self.status = match (outcome.min_pieces, outcome.complete) {
            (Some(_), _) => EntryStatus::Proven,
            (None, true) => EntryStatus::Impossible,
            (None, false) => EntryStatus::Bounded,
        };
        // Counts cut off by the node limit are not given: they would be lower bounds.
        let counted = |count: u64| outcome.min_pieces.filter(|_| outcome.complete).map(|_| count);
        self.lower_bound = outcome.min_pieces.unwrap_or(outcome.lower_bound);
        self.upper_bound = outcome.min_pieces;
        self.proven = outcome.min_pieces.is_some();
        self.total = counted(outcome.solutions);
        self.unique = counted(outcome.unique);
        self.example.clone_from(&outcome.example);
        self.found_by = outcome.example.as_ref().map(|_| FoundBy::Proof);
        self.nodes = outcome.nodes;
        self.outcome = outcome;
    }
}

/// Full `n`×`n` boards for each `n` in `sides` and `k` in `counts`, every-cell
/// mode then vacant mode, all pieces allowed (the benchmark's problems).
///
/// ```
/// let problems = chesslab_core::exact::table_problems(2..=6, 1..=4);
/// assert_eq!(problems.len(), 5 * 4 * 2);
/// assert_eq!(problems[0].to_text(), "2x2,k=1");
/// ```
#[must_use]
pub fn table_problems(
    sides: std::ops::RangeInclusive<u8>,
    counts: std::ops::RangeInclusive<u8>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for n in sides {
        for mode in [Mode::EveryCell, Mode::VacantCells] {
            for k in counts.clone() {
                if let Ok(problem) = Problem::rectangle(usize::from(n), usize::from(n), k) {
                    problems.push(problem.with_mode(mode));
                }
            }
        }
    }
    problems
}

/// An entry for `problem` (a full rectangle, every cell needing the same
/// count) from the proof's `outcome` alone and its time: a stopped proof
/// gives its lower bound and no placement.
#[must_use]
pub fn table_entry(problem: &Problem, outcome: MinReply, seconds: f64) -> TableEntry {
    let (width, height) = (problem.width(), problem.height());
    let source = if width == height { TableSource::Friedman } else { TableSource::Rennhak };
    let k = problem.uniform_k().unwrap_or(0);
    let mut entry = TableEntry::blank(problem.to_text(), (width, height), k, problem.mode(), source);
    entry.take_proof(outcome);
    entry.seconds = seconds;
    entry
}

/// The entries `chesslab exact table --json` wrote (`data/exact-table.json`), read back.
///
/// Here rather than in the page that shows them: the page's crate keeps serde_json out of its
/// own dependencies (its first screen's wasm does without it), and the table's entries are serde's.
///
/// # Errors
/// serde_json's words for what is wrong with `text`.
pub fn read_table(text: &str) -> Result<Vec<TableEntry>, String> {
    serde_json::from_str(text).map_err(|error| error.to_string())
}

/// The entries as a Markdown table: the minimum (or `≥ l, ≤ u`), how many
/// minimal placements, unique, DeVincentis' bound and verdict, an example,
/// nodes and time.
#[must_use]
pub fn render_table(entries: &[TableEntry]) -> String {
    let mut text = String::from(
        "| board | k | mode | min pieces | placements | unique | DeVincentis | example | nodes | seconds |\n\
         |---|---|---|---|---|---|---|---|---|---|\n",
    );
    let count = |count: Option<u64>| count.map_or_else(|| "–".to_string(), |count| count.to_string());
    for entry in entries {
        let mode = match entry.mode {
            Mode::EveryCell => "every",
            Mode::VacantCells => "vacant",
        };
        let devincentis = entry
            .devincentis()
            .map_or_else(|| "–".to_string(), |(bound, verdict)| format!("{bound} ({})", verdict.word()));
        text.push_str(&format!(
            "| {}×{} | {} | {mode} | {} | {} | {} | {devincentis} | `{}` | {} | {:.3} |\n",
            entry.width,
            entry.height,
            entry.k,
            entry.value_text(),
            count(entry.total),
            count(entry.unique),
            entry.example.as_deref().unwrap_or("–"),
            entry.nodes,
            entry.seconds
        ));
    }
    text
}
