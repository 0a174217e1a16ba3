//! The job behind "No win from here": after each move the page asks a worker
//! whether the position can still be won, and if not, why ([`DeadEnd`]).

use super::{replay, DeadEnd, Move, RulesPreset, SoloTaskError, Solver};
use crate::{
    json::json_record,
    task::{Progress, Task},
};

/// Can the puzzle still be won after the moves played?
///
/// ```
/// use chesslab_core::{task::Task, solo::{parse_code, parse_move, DeadEndTask, Rules, RulesPreset}};
///
/// let start = parse_code("2Q1/2R1/N3/1P2")?;
/// let capture = |text| parse_move(text, &start, Rules::SOLITAIRE);
/// // After the queen takes the rook, a win is still there.
/// let task = DeadEndTask {
///     puzzle: "2Q1/2R1/N3/1P2".into(),
///     played: vec![capture("Qc4xc3")?],
///     rules: RulesPreset::Solitaire,
/// };
/// assert_eq!(task.run(&mut |_| {})?.dead_end, None);
/// // The rook taking the queen is lost: the reason names the pieces.
/// let lost = DeadEndTask { played: vec![capture("Rc3xc4")?], ..task };
/// let reply = lost.run(&mut |_| {})?;
/// let reason = reply.dead_end.expect("the position is lost");
/// assert_eq!(
///     reason.to_string(),
///     "the pawn on b1 and the rook on c4 can no longer be captured, and only one piece may be left"
/// );
/// assert_eq!(reply.ply, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadEndTask {
    /// The puzzle code.
    pub puzzle: String,
    /// Moves already played from the puzzle's start (each checked legal when read).
    pub played: Vec<Move>,
    /// The rule set.
    pub rules: RulesPreset,
}

// Its JSON, as the page sends it and the worker reads it (the code and every move checked).
json_record!(DeadEndTask { puzzle, played(default), rules(default) } checked by DeadEndTask::checked);

impl DeadEndTask {
    /// The task, if its code reads and every move played is legal where it is played.
    fn checked(self) -> Result<DeadEndTask, SoloTaskError> {
        replay(&self.puzzle, &self.played, self.rules)?;
        Ok(self)
    }
}

/// The answer to a [`DeadEndTask`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadEndReply {
    /// Why no win is left, or `None` when one is (or the puzzle is won).
    pub dead_end: Option<DeadEnd>,
    /// How many moves were played (the position the verdict is about).
    pub ply: usize,
}

json_record!(DeadEndReply { dead_end(default), ply });

impl Task for DeadEndTask {
    type Reply = DeadEndReply;
    type Error = SoloTaskError;

    /// Reports no progress: the check takes milliseconds.
    fn run(&self, _progress: &mut dyn FnMut(Progress)) -> Result<DeadEndReply, SoloTaskError> {
        let position = replay(&self.puzzle, &self.played, self.rules)?;
        let dead_end = Solver::new(self.rules.rules()).dead_end(&position);
        Ok(DeadEndReply { dead_end, ply: self.played.len() })
    }
}
