//! The Solo page for screen readers and the keyboard: the board described
//! by its pieces, each move and event said once in a polite live region,
//! and the move box (a capture typed as a player writes it).

use super::SoloView;
use crate::{dom, effects::Carry};

impl SoloView {
    /// Says `text` in the live region; the same text twice is said twice.
    pub(super) fn announce(&self, text: &str) {
        dom::announce(&self.elements.announce, text);
    }

    /// Plays the move typed in the move box, or says beside it what is wrong (the text stays).
    pub(super) fn play_typed_move(&self) {
        let elements = &self.elements;
        let text = elements.move_box.value();
        let mut refused = None;
        // Through `act`, as a click is (the reduced-motion setting is read first); a refused move changes nothing.
        self.act(|page, now| {
            page.type_move(&text, now).unwrap_or_else(|message| {
                refused = Some(message);
                Vec::new()
            })
        });
        match refused {
            None => {
                elements.move_box.set_value("");
                let _ = elements.move_box.remove_attribute("aria-invalid");
                // Emptied, not only hidden: the box's description still reads the hidden text.
                dom::set_text(&elements.move_error, "");
                dom::set_visible(&elements.move_error, false);
            }
            Some(message) => {
                // Said invalid until a move is played from it.
                let _ = elements.move_box.set_attribute("aria-invalid", "true");
                dom::set_text(&elements.move_error, &message);
                dom::set_visible(&elements.move_error, true);
                self.announce(&message);
            }
        }
    }
}
