//! The mute switch: whether moves, wins and dead ends make a sound.

use super::{Effect, SoloPage};

impl SoloPage {
    /// Whether sounds play.
    #[must_use]
    pub const fn sound_on(&self) -> bool {
        self.sound_on
    }

    /// Sets sound on or off as stored (no saving: it is the stored choice).
    pub fn set_sound_on(&mut self, on: bool) {
        self.sound_on = on;
    }

    /// The mute switch pressed: sound off if on, on if off; the choice is stored.
    pub fn toggle_sound(&mut self) -> Vec<Effect> {
        self.sound_on = !self.sound_on;
        self.out.save_sound = true;
        self.take()
    }
}
