//! Stepping through a list of results (solutions, configurations,
//! placements): First, Previous and Next, and where one is. Written once for
//! every page that lists things.

/// A step through the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the first item.
    First,
    /// One back.
    Previous,
    /// One on.
    Next,
}

impl Step {
    /// The position after this step from `at` in a list of `len` items.
    #[must_use]
    pub fn apply(self, at: usize, len: usize) -> usize {
        match self {
            Step::First => 0,
            Step::Previous => at.saturating_sub(1),
            Step::Next => (at + 1).min(len.saturating_sub(1)),
        }
    }
}

/// Where one is in a list that may still grow.
///
/// ```
/// use chesslab_pages::{Pager, Step};
///
/// let mut pager = Pager::default();
/// pager.set_len(3);
/// pager.step(Step::Next);
/// pager.step(Step::Next);
/// pager.step(Step::Next); // stays on the last item
/// assert_eq!(pager.at(), Some(2));
/// let view = pager.view();
/// assert!(view.previous && !view.next);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pager {
    at: usize,
    len: usize,
}

/// Which of the pager's buttons can be pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PagerView {
    /// First and Previous: not on the first item.
    pub previous: bool,
    /// Next: not on the last item.
    pub next: bool,
}

impl Pager {
    /// The item shown, if the list has any.
    #[must_use]
    pub const fn at(&self) -> Option<usize> {
        if self.at < self.len {
            Some(self.at)
        } else {
            None
        }
    }

    /// How many items the list holds.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len
    }

    /// Whether the list is empty.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The list now holds `len` items; the item shown stays if it still exists.
    pub fn set_len(&mut self, len: usize) {
        self.len = len;
        self.at = self.at.min(len.saturating_sub(1));
    }

    /// Empties the list and goes back to its start.
    pub fn clear(&mut self) {
        *self = Pager::default();
    }

    /// Moves by `step`, staying in the list.
    pub fn step(&mut self, step: Step) {
        self.at = step.apply(self.at, self.len);
    }

    /// Shows item `at` (kept inside the list).
    pub fn go_to(&mut self, at: usize) {
        self.at = at.min(self.len.saturating_sub(1));
    }

    /// The buttons that can be pressed.
    #[must_use]
    pub const fn view(&self) -> PagerView {
        let has_items = self.len > 0;
        PagerView { previous: has_items && self.at > 0, next: has_items && self.at + 1 < self.len }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_in_the_list() {
        assert_eq!(Step::Next.apply(0, 3), 1);
        assert_eq!(Step::Next.apply(2, 3), 2);
        assert_eq!(Step::Previous.apply(0, 3), 0);
        assert_eq!(Step::First.apply(2, 3), 0);
        assert_eq!(Step::Next.apply(0, 0), 0);
    }

    #[test]
    fn an_empty_list_shows_nothing_and_enables_nothing() {
        let mut pager = Pager::default();
        pager.step(Step::Next);
        assert_eq!(pager.at(), None);
        assert_eq!(pager.view(), PagerView { previous: false, next: false });
    }

    #[test]
    fn a_shrinking_list_keeps_the_position_inside() {
        let mut pager = Pager::default();
        pager.set_len(10);
        pager.go_to(8);
        pager.set_len(4);
        assert_eq!(pager.at(), Some(3));
        pager.set_len(20);
        assert_eq!(pager.at(), Some(3), "a growing list keeps the item shown");
        pager.clear();
        assert_eq!((pager.at(), pager.len()), (None, 0));
    }
}
