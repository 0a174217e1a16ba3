//! A capture typed in the move box: read by the core's reader and played as
//! a click plays it, or refused with the reader's words and nothing changed.

use super::{super::Effect, GameStatus, SoloPage};
use chesslab_core::solo::read_move;

impl SoloPage {
    /// A capture typed in the move box (`Qxc3`, `Qc4xc3`, `c4c3`, `bxa2`, any
    /// case: [`read_move`] says what is read), played as a click plays it:
    /// the same slide, sound, status line, announcement, dead-end check and win.
    ///
    /// ```
    /// use chesslab_pages::solo::{Effect, PlayerRecord, SoloPage};
    ///
    /// let mut page = SoloPage::new(PlayerRecord::default(), 0.0); // 2Q1/2R1/N3/1P2
    /// let effects = page.type_move("Qxc3", 1.0)?;
    /// assert!(effects.contains(&Effect::Announce("Queen c4 takes rook c3. 3 pieces left.".into())));
    /// assert_eq!(
    ///     page.type_move("Nxd4", 2.0).unwrap_err(),
    ///     "There is nothing to capture on d4: every move must take a piece."
    /// );
    /// assert_eq!(page.board_text(), "queen c3, knight a2, pawn b1");
    /// # Ok::<(), String>(())
    /// ```
    ///
    /// # Errors
    /// What is wrong with the text, in words to show beside the move box (which
    /// keeps the text): the page is left as it was.
    pub fn type_move(&mut self, text: &str, now_ms: f64) -> Result<Vec<Effect>, String> {
        if self.editing.is_some() {
            return Err("Close the editor to play a move.".to_string());
        }
        if let Some(why) = self.run_holds() {
            return Err(why.to_string());
        }
        if self.game().status() == GameStatus::Won {
            return Err("The puzzle is solved: undo or restart to play again.".to_string());
        }
        let game = self.game();
        let mv = read_move(game.position(), game.rules().rules(), text).map_err(|error| error.to_string())?;
        self.play.stop_autoplay();
        if !self.play.game.play(mv) {
            // The reader only returns captures legal here.
            return Err(format!("{mv} cannot be played here."));
        }
        self.slide(mv, now_ms);
        self.moved(now_ms);
        Ok(self.take())
    }
}
