//! The listeners that forward the Solo page's events (board clicks, keys,
//! pointer drags, buttons, forms, selects) to its model.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, MouseEvent};

use super::SoloView;
use crate::{
    board::{Cell, Square},
    pages::solo::NewPuzzleForm,
};

impl SoloView {
    /// Forwards every control's events to the model.
    pub(super) fn listen(self: &Rc<Self>) {
        let (shell, elements) = (&self.shell, &self.elements);
        shell.on_board_click(self, |view, cell| {
            if let Some(square) = cell.square() {
                view.act(|page, now| page.click(square, now));
            }
        });
        shell.on_board_key(self, SoloView::key);
        let board = shell.board().element().clone();
        shell.on(self, &board, "blur", |view, _| view.act(|page, _| page.blur()));
        shell.on(self, &board, "pointerdown", |view, event| {
            let square = view.square_under(event);
            view.act(|page, _| page.press(square));
        });
        shell.on(self, &board, "pointerup", |view, event| {
            let square = view.square_under(event);
            view.act(|page, now| page.release(square, now));
        });

        shell.on_click(self, &elements.undo, |view| view.act(|page, now| page.undo(now)));
        shell.on_click(self, &elements.restart, |view| view.act(|page, now| page.restart(now)));
        shell.on_click(self, &elements.hint, |view| view.act(|page, now| page.hint(now)));
        shell.on_click(self, &elements.auto, |view| view.act(|page, now| page.auto_solve(now)));
        shell.on_click(self, &elements.count, |view| view.act(|page, now| page.count(now)));
        shell.on_click(self, &elements.cancel, |view| view.act(|page, now| page.cancel(now)));
        shell.on_click(self, &elements.new, SoloView::new_puzzle);
        shell.on_click(self, &elements.daily, |view| view.act(|page, now| page.daily(now)));
        shell.on_click(self, &elements.record_reset, |view| view.act(|page, _| page.reset_record()));
        shell.on(self, &elements.rules, "change", |view, _| {
            let name = view.elements.rules.value();
            view.act(|page, now| page.change_rules(&name, now));
        });
        shell.on_submit(self, &elements.open, |view| {
            let code = view.elements.code.value();
            view.act(|page, now| page.open_code(&code, now));
        });

        shell.on_click(self, &elements.edit, |view| view.act(|page, now| page.edit(now)));
        shell.on_click(self, &elements.edit_play, |view| view.act(|page, now| page.play_edited(now)));
        shell.on_click(self, &elements.edit_back, |view| view.act(|page, now| page.stop_editing(now)));
        shell.on_click(self, &elements.edit_clear, |view| view.act(|page, now| page.clear(now)));
        shell.on_submit(self, &elements.edit_import, |view| {
            let text = view.elements.edit_text.value();
            view.act(|page, now| page.import(&text, now));
        });
        for select in [&elements.edit_width, &elements.edit_height] {
            shell.on(self, select, "change", |view, _| {
                let (width, height) = (view.elements.edit_width.value(), view.elements.edit_height.value());
                view.act(|page, now| page.resize(&width, &height, now));
            });
        }
        shell.on(self, &elements.palette, "change", |view, event| {
            let value = event.target().and_then(|target| target.dyn_into::<HtmlInputElement>().ok());
            if let Some(input) = value {
                view.act(|page, _| page.set_tool(&input.value()));
            }
        });
    }

    /// "New puzzle": the form as filled in, with a fresh seed.
    fn new_puzzle(&self) {
        let elements = &self.elements;
        let (level, size, pieces) = (elements.level.value(), elements.size.value(), elements.pieces.value());
        let form =
            NewPuzzleForm { level: &level, size: &size, pieces: &pieces, unique: elements.unique.checked() };
        let seed = (js_sys::Math::random() * 1e9) as u64;
        self.act(|page, now| page.new_puzzle(&form, seed, now));
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

    /// The board's square under a pointer event.
    fn square_under(&self, event: &web_sys::Event) -> Option<Square> {
        event
            .dyn_ref::<MouseEvent>()
            .and_then(|mouse| self.shell.board().cell_at(mouse))
            .and_then(Cell::square)
    }
}
