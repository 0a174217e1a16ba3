//! The listeners that forward the Solo page's events (board clicks, keys,
//! pointer drags, buttons, forms, selects) to its model.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, KeyboardEvent, PointerEvent};

use super::SoloView;
use crate::effects::Carry;
use chesslab_core::solo::{ChallengeLink, RushLink, RushMode};
use chesslab_pages::solo::{Action, NewPuzzleForm};

impl SoloView {
    /// Forwards every control's events to the model.
    pub(super) fn listen(self: &Rc<Self>) {
        let (shell, elements) = (&self.shell, &self.elements);
        shell.on_board_click(self, |view, cell| {
            if let Some(square) = cell.square() {
                view.perform(Action::Click(square));
            }
        });
        shell.on_board_key(self, SoloView::key);
        shell.on_board_blur(self, |view| view.perform(Action::Blur));
        let board = shell.board().element().clone();
        // A page hidden or closed (a reload, a dropped tab, another app) stores its clock as it
        // stands; a hidden tab's clock stands still until the tab is back.
        if let Ok(window) = super::super::dom::window() {
            shell.on(self, window.as_ref(), "pagehide", |view, _| view.in_sight(false));
            if let Some(document) = window.document() {
                shell.on(self, document.as_ref(), "visibilitychange", |view, _| {
                    let tab_shown =
                        view.shell.section().owner_document().is_some_and(|document| !document.hidden());
                    view.in_sight(tab_shown && !view.shell.section().hidden());
                });
            }
        }
        shell.on(self, &board, "pointerdown", |view, event| {
            let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
            if pointer.button() != 0 {
                return;
            }
            let Some(point) = view.shell.board().point_at(pointer) else { return };
            view.perform(Action::PointerDown(point));
            if view.model.borrow().dragging() {
                // The board keeps the pointer while the piece is held, even off the board.
                let _ = view.shell.board().element().set_pointer_capture(pointer.pointer_id());
            }
        });
        shell.on(self, &board, "pointermove", |view, event| {
            let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
            let Some(point) = view.shell.board().point_at(pointer) else { return };
            // Only the board is redrawn while a piece follows the pointer: no other element changes.
            let moved = view.model.borrow_mut().pointer_move(point);
            if moved {
                let overlay = view.model.borrow().overlay(js_sys::Date::now());
                view.shell.board().draw_overlay(overlay);
            }
        });
        shell.on(self, &board, "pointerup", |view, event| {
            let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
            match view.shell.board().point_at(pointer) {
                Some(point) => view.perform(Action::PointerUp(point)),
                None => view.perform(Action::PointerCancel),
            }
        });
        shell.on(self, &board, "pointercancel", |view, _| view.perform(Action::PointerCancel));
        shell.on(self, &elements.sound, "change", |view, _| view.perform(Action::ToggleSound));
        shell.on(self, &elements.warn, "change", |view, _| view.perform(Action::ToggleWarn));
        shell.on_click(self, &elements.packs, |view| {
            view.elements.new_dialog.close();
            view.perform(Action::ShowPacks);
        });
        shell.on_click(self, &elements.pack_close, |view| view.perform(Action::ClosePacks));
        shell.on_click(self, &elements.win_close, SoloView::close_win);
        // Esc closes the win card as it closes a dialog (the card holds the keyboard as it opens).
        shell.on(self, &elements.win, "keydown", |view, event| {
            if event.dyn_ref::<KeyboardEvent>().is_some_and(|key| key.key() == "Escape") {
                view.close_win();
            }
        });
        shell.on_click(self, &elements.win_again, |view| view.perform(Action::Restart));
        for next in [&elements.next, &elements.after_next] {
            shell.on_click(self, next, |view| view.with_form(|form, seed| Action::NextPuzzle(form, seed)));
        }
        shell.on_click(self, &elements.after_card, |view| view.perform(Action::ReopenWin));
        shell.on_click(self, &elements.share_copy, SoloView::copy_result);

        shell.on_click(self, &elements.undo, |view| view.perform(Action::Undo));
        shell.on_click(self, &elements.restart, |view| view.perform(Action::Restart));
        shell.on_click(self, &elements.hint, |view| view.perform(Action::Hint));
        shell.on_click(self, &elements.auto, |view| view.perform(Action::AutoSolve));
        shell.on_click(self, &elements.count, |view| view.perform(Action::Count));
        shell.on_click(self, &elements.cancel, |view| view.perform(Action::Cancel));
        shell.on_submit(self, &elements.new_form, |view| {
            view.with_form(|form, seed| Action::NewPuzzle(form, seed));
            view.close_unless_refused(&view.elements.new_dialog, &view.elements.new_error);
        });
        shell.on_click(self, &elements.daily, |view| {
            view.elements.new_dialog.close();
            let rules = view.elements.new_rules.value();
            view.perform(Action::Daily(&rules));
        });
        for (button, run) in [
            (&elements.challenge, ChallengeLink::New),
            (&elements.daily_challenge, ChallengeLink::Daily(None)),
        ] {
            shell.on_click(self, button, move |view| {
                view.elements.new_dialog.close();
                let seed = super::fresh_seed();
                view.act(|page, now| page.open_challenge(run, seed, now));
            });
        }
        for (button, mode) in [
            (&elements.rush_three, RushMode::Three),
            (&elements.rush_five, RushMode::Five),
            (&elements.rush_survival, RushMode::Survival),
            (&elements.rush_streak, RushMode::Streak),
        ] {
            shell.on_click(self, button, move |view| {
                view.elements.new_dialog.close();
                let seed = super::fresh_seed();
                view.act(|page, now| page.open_rush(RushLink::new(mode), seed, now));
            });
        }
        shell.on_click(self, &elements.skip, |view| view.perform(Action::Skip));
        shell.on_click(self, &elements.record_reset, |view| view.perform(Action::ResetRecord));
        shell.on(self, &elements.rules, "change", |view, _| {
            let name = view.elements.rules.value();
            view.perform(Action::ChangeRules(&name));
        });
        shell.on_submit(self, &elements.open, |view| {
            let code = view.elements.code.value();
            view.perform(Action::OpenCode(&code));
            view.close_unless_refused(&view.elements.code_dialog, &view.elements.code_error);
        });
        self.listen_to_menus();
        shell.on_submit(self, &elements.move_form, SoloView::play_typed_move);

        shell.on_click(self, &elements.edit, |view| view.perform(Action::Edit));
        shell.on_click(self, &elements.edit_play, |view| view.perform(Action::PlayEdited));
        shell.on_click(self, &elements.edit_back, |view| view.perform(Action::StopEditing));
        shell.on_click(self, &elements.edit_clear, |view| view.perform(Action::Clear));
        shell.on_submit(self, &elements.edit_import, |view| {
            let text = view.elements.edit_text.value();
            view.perform(Action::Import(&text));
        });
        for select in [&elements.edit_width, &elements.edit_height] {
            shell.on(self, select, "change", |view, _| {
                let (width, height) = (view.elements.edit_width.value(), view.elements.edit_height.value());
                view.perform(Action::Resize(&width, &height));
            });
        }
        shell.on(self, &elements.palette, "change", |view, event| {
            let value = event.target().and_then(|target| target.dyn_into::<HtmlInputElement>().ok());
            if let Some(input) = value {
                view.perform(Action::SetTool(&input.value()));
            }
        });
    }

    /// Does what the player asked: the model's action, its effects carried out.
    pub(super) fn perform(&self, action: Action<'_>) {
        self.act(|page, now| page.act(action, now));
    }

    /// "Make puzzle" (or Next puzzle): the action made of the form as filled in and a fresh seed.
    fn with_form(&self, action: impl for<'a> FnOnce(&'a NewPuzzleForm<'a>, u64) -> Action<'a>) {
        let elements = &self.elements;
        let (rules, level) = (elements.new_rules.value(), elements.level.value());
        let (size, pieces) = (elements.size.value(), elements.pieces.value());
        let form = NewPuzzleForm {
            rules: &rules,
            level: &level,
            size: &size,
            pieces: &pieces,
            unique: elements.unique.checked(),
        };
        self.perform(action(&form, super::fresh_seed()));
    }

    /// Closes the win card; the keyboard, which was on the card, goes to the way on beside the
    /// board (Next puzzle) rather than to the page's body (WCAG 2.4.3).
    fn close_win(&self) {
        self.perform(Action::CloseWin);
        if !self.elements.after_next.hidden() {
            let _ = self.elements.after_next.focus();
        }
    }

    /// A key on the board; tells whether the board used it.
    fn key(&self, key: &str) -> bool {
        let now = js_sys::Date::now();
        let used = self.model.borrow_mut().key(key, now);
        match used {
            Some(effects) => {
                self.apply(effects);
                true
            }
            None => false,
        }
    }
}
