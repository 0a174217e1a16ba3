//! The puzzles in progress, kept so that nothing a player did is lost: each
//! one's moves, hints, undos and clock, stored under its identity (its link)
//! as they change, and the puzzle the player was on, which `#/solo` opens.
//!
//! A stored game is never trusted: its link must name a puzzle and its moves
//! must replay, one legal capture after another, on that puzzle; one that
//! does not is kept aside (and stored with the rest), and the page says so.
//! Text that cannot be read at all is kept aside whole by the web layer, as
//! the record is ([`super::kept_aside_key`]).

use crate::json::{json_record, FromJson, ToJson};
use chesslab_core::solo::Puzzle;

/// Where the games in progress are stored.
pub const SAVED_KEY: &str = "chess-puzzle-lab.solo.games";

/// Where stored games that cannot be read are kept aside.
pub const SAVED_KEPT_KEY: &str = "chess-puzzle-lab.solo.games.unreadable";

/// Games kept in progress: the oldest goes when a newer one comes.
pub const MAX_SAVED: usize = 40;

/// Games kept aside: the oldest goes when a newer one comes.
const MAX_SET_ASIDE: usize = 10;

/// The most moves a stored game may claim (a puzzle of 8×8 has at most 63 captures).
const MAX_MOVES: usize = 64;

/// One puzzle in progress as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedGame {
    /// The puzzle's link, which names it (`#/solo/pack/solo-17`).
    pub puzzle: String,
    /// The moves played, as written (`Qc4xc3`).
    pub moves: Vec<String>,
    /// Hints shown.
    pub hints: u32,
    /// Moves taken back.
    pub undos: u32,
    /// Milliseconds on the clock when it was stored (`None`: no move yet, the clock has not started).
    pub clock_ms: Option<f64>,
}

/// The games in progress and the puzzle the player was on.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SavedGames {
    /// The link of the puzzle the player was on.
    current: Option<String>,
    /// Games in progress, the most recent last.
    games: Vec<SavedGame>,
    /// Games that did not check, kept to be looked at, the most recent last.
    set_aside: Vec<SavedGame>,
}

/// Why the stored games cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the stored games in progress cannot be read: {0}")]
pub struct SavedError(String);

impl SavedGame {
    /// Whether it holds anything to keep: a move, a hint, an undo.
    #[must_use]
    pub fn is_worth_keeping(&self) -> bool {
        !self.moves.is_empty() || self.hints > 0 || self.undos > 0
    }

    /// What is wrong with it on its face (before its moves are replayed), if anything.
    fn flaw(&self) -> Option<String> {
        if Puzzle::from_fragment(&self.puzzle).is_none() {
            return Some("its link names no puzzle".into());
        }
        if self.moves.len() > MAX_MOVES {
            return Some(format!("it claims {} moves", self.moves.len()));
        }
        match self.clock_ms {
            Some(ms) if !ms.is_finite() || ms < 0.0 => Some("its clock is not a time".into()),
            _ => None,
        }
    }
}

impl SavedGames {
    /// Reads what [`SavedGames::to_storage`] wrote: at most the [`MAX_SAVED`]
    /// most recent games and the 10 most recent set aside (older ones are
    /// skipped unread, as they would have gone when the newer came). Games
    /// that are wrong on their face (a link to no puzzle, more moves than a
    /// board holds, a clock that is no time) are set aside, not used.
    ///
    /// ```
    /// use chesslab_core::solo::{Link, PuzzleId, PackName};
    /// use chesslab_pages::solo::{SavedGame, SavedGames};
    ///
    /// let mut saved = SavedGames::default();
    /// let id = PuzzleId { pack: PackName::Solo, number: 5 };
    /// saved.put(SavedGame {
    ///     puzzle: "#/solo/pack/solo-5".into(),
    ///     moves: vec!["Qd4xd7".into()],
    ///     hints: 0,
    ///     undos: 0,
    ///     clock_ms: Some(12_000.0),
    /// });
    /// let again = SavedGames::from_storage(&saved.to_storage())?;
    /// assert_eq!(again.get(&chesslab_core::solo::Puzzle::Pack(id)).map(|game| game.moves.len()), Some(1));
    /// assert!(SavedGames::from_storage("{\"games\": 3}").is_err());
    /// # Ok::<(), chesslab_pages::solo::SavedError>(())
    /// ```
    ///
    /// # Errors
    /// A [`SavedError`] when the text is not what it writes.
    pub fn from_storage(text: &str) -> Result<SavedGames, SavedError> {
        let read = SavedGames::from_text(text);
        let mut saved = read.map_err(|error| SavedError(error.to_string()))?;
        let (good, flawed): (Vec<SavedGame>, Vec<SavedGame>) =
            std::mem::take(&mut saved.games).into_iter().partition(|game| game.flaw().is_none());
        saved.games = good;
        for game in flawed {
            saved.set_game_aside(game);
        }
        if saved.current.as_deref().is_some_and(|link| Puzzle::from_fragment(link).is_none()) {
            saved.current = None;
        }
        Ok(saved)
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        self.to_json().to_text()
    }

    /// The puzzle the player was on.
    #[must_use]
    pub fn last(&self) -> Option<Puzzle> {
        self.current.as_deref().and_then(Puzzle::from_fragment)
    }

    /// The game in progress on `puzzle`, if one is stored.
    #[must_use]
    pub fn get(&self, puzzle: &Puzzle) -> Option<&SavedGame> {
        let link = puzzle.fragment();
        self.games.iter().find(|game| game.puzzle == link)
    }

    /// Stores `game` (replacing the one on its puzzle), as the most recent;
    /// one with nothing to keep is removed instead. Tells whether anything changed.
    pub fn put(&mut self, game: SavedGame) -> bool {
        let index = self.games.iter().position(|kept| kept.puzzle == game.puzzle);
        if let Some(index) = index {
            if self.games[index] == game && index + 1 == self.games.len() {
                return false;
            }
            self.games.remove(index);
        }
        if !game.is_worth_keeping() {
            return index.is_some();
        }
        self.games.push(game);
        if self.games.len() > MAX_SAVED {
            self.games.remove(0);
        }
        true
    }

    /// Forgets the game on `puzzle` (it was won). Tells whether there was one.
    pub fn remove(&mut self, puzzle: &Puzzle) -> bool {
        let link = puzzle.fragment();
        let before = self.games.len();
        self.games.retain(|game| game.puzzle != link);
        self.games.len() != before
    }

    /// Notes `puzzle` as the one the player is on. Tells whether it changed.
    pub fn set_current(&mut self, puzzle: &Puzzle) -> bool {
        let link = puzzle.fragment();
        let changed = self.current.as_deref() != Some(link.as_str());
        self.current = Some(link);
        changed
    }

    /// Moves the game on `puzzle` aside: its moves did not replay.
    pub fn set_aside(&mut self, puzzle: &Puzzle) {
        let link = puzzle.fragment();
        if let Some(index) = self.games.iter().position(|game| game.puzzle == link) {
            let game = self.games.remove(index);
            self.set_game_aside(game);
        }
    }

    fn set_game_aside(&mut self, game: SavedGame) {
        self.set_aside.push(game);
        if self.set_aside.len() > MAX_SET_ASIDE {
            self.set_aside.remove(0);
        }
    }

    /// The games set aside, the most recent last.
    #[must_use]
    pub fn set_aside_games(&self) -> &[SavedGame] {
        &self.set_aside
    }
}

// Stored as `{"puzzle":…,"moves":[…],"hints":…,"undos":…,"clock_ms":…}`.
json_record!(SavedGame { puzzle, moves, hints, undos, clock_ms(default) });
// Stored as `{"current":…,"games":[…],"set_aside":[…]}`, each part optional. Only the most
// recent of each list that are kept are read (they are last): a list edited to thousands of
// games costs no more than the store ever holds, and the older go, as when a newer one comes.
json_record!(SavedGames { current(default), games(last MAX_SAVED), set_aside(last MAX_SET_ASIDE) });

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn games_as_earlier_versions_stored_them_read_and_are_stored_again_the_same() {
        // As serde_json wrote them until 2026-11-28 (a whole float with ".0").
        let old = r##"{"current":"#/solo/pack/solo-5","games":[{"puzzle":"#/solo/pack/solo-5","moves":["Qd4xd7"],"hints":1,"undos":0,"clock_ms":12000.0}],"set_aside":[]}"##;
        let saved = SavedGames::from_storage(old).unwrap();
        assert_eq!(saved.last(), Puzzle::from_fragment("#/solo/pack/solo-5"));
        let game = saved.get(&saved.last().unwrap()).unwrap();
        assert_eq!((game.moves.len(), game.hints, game.clock_ms), (1, 1, Some(12_000.0)));
        assert_eq!(SavedGames::from_storage(&saved.to_storage()).unwrap(), saved);
        assert_eq!(
            SavedGames::from_storage(r##"{"games":[{"puzzle":"#/solo/4/4/4/4"}]}"##).unwrap_err().to_string(),
            "the stored games in progress cannot be read: 'games': item 1: 'moves' is missing"
        );
    }

    /// A stored game on pack puzzle `number`, with one move.
    fn game_text(number: usize) -> String {
        format!(r##"{{"puzzle":"#/solo/pack/solo-{number}","moves":["Qd4xd7"],"hints":0,"undos":0}}"##)
    }

    #[test]
    fn only_the_most_recent_games_kept_are_read_from_a_list_of_thousands() {
        let list = |from: usize, to: usize| (from..=to).map(game_text).collect::<Vec<_>>().join(",");
        // 3,000 set aside, the first of them not even a game: it is never read.
        let text = format!(r#"{{"games":[{}],"set_aside":["not a game",{}]}}"#, list(1, 100), list(1, 2_999));
        let saved = SavedGames::from_storage(&text).unwrap();
        let links = |games: &[SavedGame]| games.iter().map(|game| game.puzzle.clone()).collect::<Vec<_>>();
        let set_aside = links(saved.set_aside_games());
        assert_eq!(set_aside.len(), MAX_SET_ASIDE);
        assert_eq!(set_aside.first().map(String::as_str), Some("#/solo/pack/solo-2990"), "the most recent");
        assert_eq!(set_aside.last().map(String::as_str), Some("#/solo/pack/solo-2999"));
        assert_eq!(links(&saved.games).len(), MAX_SAVED);
        assert_eq!(saved.games[0].puzzle, "#/solo/pack/solo-61", "the oldest went, as when a newer comes");
        assert_eq!(SavedGames::from_storage(&saved.to_storage()).unwrap(), saved);
        // An item kept that is not a game still refuses the list, naming it where it stands.
        let bad = format!(r#"{{"set_aside":[{},7]}}"#, list(1, 20));
        assert_eq!(
            SavedGames::from_storage(&bad).unwrap_err().to_string(),
            "the stored games in progress cannot be read: 'set_aside': item 21: not an object"
        );
    }
}
