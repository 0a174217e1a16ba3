//! What the pages played by placing pieces (Coverage and Exact attack) do
//! alike as the try changes: Undo, Clear, and the hint about the old try
//! going, each said in words. Each page says how its own try steps back and
//! how its hint stops; the order of the effects is written once here.

use crate::Tone;

/// The effects the shared steps ask for, in a page's own effect type.
pub trait PlacingEffect {
    /// The address follows the try (replacing it: a try is not a visit).
    fn replace_address() -> Self;
    /// The hint's worker stops.
    fn stop_hint() -> Self;
    /// `sentence` is said to a screen reader.
    fn announce(sentence: String) -> Self;
    /// The page's status line says `text` in `tone`.
    fn status(text: String, tone: Tone) -> Self;
}

/// A page played by placing pieces on a board.
pub trait Placing {
    /// The page's effect type.
    type Effect: PlacingEffect;

    /// Steps the try back one change; false when there is none.
    fn undo_try(&mut self) -> bool;
    /// Lifts every piece (one Undo step); false when none stands.
    fn clear_try(&mut self) -> bool;
    /// Forgets the hint shown and ends the hint's search at `now_ms`; true when one was running.
    fn forget_hint(&mut self, now_ms: f64) -> bool;
    /// The try in words (what is placed, counted against the goal).
    fn play_state(&self) -> String;

    /// Undo: the try before the last change.
    fn undo(&mut self, now_ms: f64) -> Vec<Self::Effect> {
        if !self.undo_try() {
            return Vec::new();
        }
        let mut effects = self.try_changed(now_ms);
        effects.push(Self::Effect::announce(format!("Undone. {}", self.play_state())));
        effects
    }

    /// Clear: every piece lifted (Undo brings them back).
    fn clear_pieces(&mut self, now_ms: f64) -> Vec<Self::Effect> {
        if !self.clear_try() {
            return Vec::new();
        }
        let mut effects = self.try_changed(now_ms);
        effects.push(Self::Effect::announce(format!("Every piece lifted. {}", self.play_state())));
        effects
    }

    /// The try changed: the hint about the old one goes, the address follows.
    fn try_changed(&mut self, now_ms: f64) -> Vec<Self::Effect> {
        let mut effects = self.stop_hint(now_ms);
        effects.push(Self::Effect::replace_address());
        effects
    }

    /// Cancel beside Hint.
    fn cancel_hint(&mut self, now_ms: f64) -> Vec<Self::Effect> {
        let mut effects = self.stop_hint(now_ms);
        if !effects.is_empty() {
            effects.push(Self::Effect::status("Hint cancelled.".to_string(), Tone::Info));
            effects.push(Self::Effect::announce("Hint cancelled.".to_string()));
        }
        effects
    }

    /// The hint's worker could not start.
    fn hint_not_started(&mut self, now_ms: f64) -> Vec<Self::Effect> {
        self.forget_hint(now_ms);
        vec![Self::Effect::status("Cannot start the worker for the hint.".to_string(), Tone::Error)]
    }

    /// Stops the hint, if one is looked for.
    fn stop_hint(&mut self, now_ms: f64) -> Vec<Self::Effect> {
        if self.forget_hint(now_ms) {
            vec![Self::Effect::stop_hint()]
        } else {
            Vec::new()
        }
    }
}
