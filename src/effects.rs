//! How a view carries out what its page model asks. Every page model's
//! transition (run by [`Carry::act`]) returns its `Effect`s in order; every view carries them out
//! with [`Carry::apply`], one at a time, and then redraws. An effect that cannot be carried out
//! (a worker that does not start) gives the model's answer, which is carried
//! out next; the workers still to be started with it belong to a search that
//! is now off, so they are dropped.

use std::{cell::RefCell, collections::VecDeque};

/// A view that carries out its page model's effects.
pub trait Carry {
    /// The page model's effect.
    type Effect;
    /// The page model, whose transitions give the effects.
    type Model;

    /// The view's page model.
    fn model(&self) -> &RefCell<Self::Model>;

    /// The time a transition is told: milliseconds since the page started, unless the view's
    /// model keeps wall-clock times (Solo's stored games and dailies).
    fn now() -> f64 {
        crate::dom::now_ms()
    }

    /// What the view tells its model before each transition (Solo: whether motion is reduced).
    fn prepare(&self, _model: &mut Self::Model) {}

    /// Runs `transition` on the model now, then carries out its effects and redraws.
    fn act(&self, transition: impl FnOnce(&mut Self::Model, f64) -> Vec<Self::Effect>)
    where
        Self: Sized,
    {
        let effects = {
            let mut model = self.model().borrow_mut();
            self.prepare(&mut model);
            transition(&mut model, Self::now())
        };
        self.apply(effects);
    }

    /// Carries out one effect.
    ///
    /// # Errors
    /// The page model's answer when the effect could not be carried out (a
    /// worker did not start).
    fn carry(&self, effect: Self::Effect) -> Result<(), Vec<Self::Effect>>;

    /// Whether `effect` gives a worker its task.
    fn starts_worker(effect: &Self::Effect) -> bool;

    /// Draws what the page model shows now.
    fn redraw(&self);

    /// Carries out `effects` in order, then redraws.
    fn apply(&self, effects: Vec<Self::Effect>) {
        let mut queue = VecDeque::from(effects);
        while let Some(effect) = queue.pop_front() {
            if let Err(answer) = self.carry(effect) {
                queue.retain(|effect| !Self::starts_worker(effect));
                for effect in answer.into_iter().rev() {
                    queue.push_front(effect);
                }
            }
        }
        self.redraw();
    }
}
