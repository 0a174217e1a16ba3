//! The keys a board answers, read once for every page that plays on one
//! (Solo, Queens): arrows move the keyboard's cursor, Enter or Space taps
//! its square ([`BoardKey`]).

/// What a key pressed on a board asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Move the cursor by files and ranks (rank up is +1).
    Move(i8, i8),
    /// Tap the cursor's square.
    Tap,
}

impl BoardKey {
    /// The board's meaning of `key` (a `KeyboardEvent.key`), or `None` for a key that is not the board's.
    ///
    /// ```
    /// use chesslab_pages::board_key::BoardKey;
    ///
    /// assert_eq!(BoardKey::read("ArrowUp"), Some(BoardKey::Move(0, 1)));
    /// assert_eq!(BoardKey::read(" "), Some(BoardKey::Tap));
    /// assert_eq!(BoardKey::read("Escape"), None);
    /// ```
    #[must_use]
    pub fn read(key: &str) -> Option<BoardKey> {
        Some(match key {
            "ArrowLeft" => BoardKey::Move(-1, 0),
            "ArrowRight" => BoardKey::Move(1, 0),
            "ArrowUp" => BoardKey::Move(0, 1),
            "ArrowDown" => BoardKey::Move(0, -1),
            "Enter" | " " => BoardKey::Tap,
            _ => return None,
        })
    }
}
