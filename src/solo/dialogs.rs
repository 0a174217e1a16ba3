//! The Solo page's menu and dialogs: New puzzle, puzzle code, settings,
//! "Your progress" and "About the game", each one tap from the game.

use std::rc::Rc;

use web_sys::{HtmlDialogElement, HtmlElement};

use super::SoloView;
use crate::{dialog, dom};

impl SoloView {
    /// Binds the tools menu, the buttons that open each dialog and the dialogs' own buttons.
    pub(super) fn listen_to_menus(self: &Rc<Self>) {
        let (shell, elements) = (&self.shell, &self.elements);
        dialog::bind_menu(shell, self, &elements.menu);
        for dialog in [
            &elements.new_dialog,
            &elements.code_dialog,
            &elements.settings,
            &elements.record,
            &elements.about,
        ] {
            dialog::bind(shell, self, dialog);
        }
        shell.on_click(self, &elements.new_open, SoloView::open_new_puzzle);
        shell.on_click(self, &elements.code_open, |view| {
            let elements = &view.elements;
            elements.code.set_value(&view.model.borrow().game().code());
            dom::set_visible(&elements.code_error, false);
            dialog::open(&elements.code_dialog, &elements.menu_button);
            elements.code.select();
        });
        // Dialogs opened from the menu give the keyboard back to the menu's button.
        let from_menu = [
            (&elements.settings_open, &elements.settings),
            (&elements.record_open, &elements.record),
            (&elements.about_open, &elements.about),
        ];
        for (opener, target) in from_menu {
            let target = target.clone();
            shell.on_click(self, opener, move |view| dialog::open(&target, &view.elements.menu_button));
        }
        // "Your progress" is drawn by the page's second module, from the record `draw` hands over
        // while the dialog is open (see `progress`).
        shell.on_click(self, &elements.record_open, |view| {
            crate::families::load(super::record::load_failed);
            view.draw();
        });
    }

    /// Opens the New puzzle dialog, its rules and board those of the puzzle on the board.
    fn open_new_puzzle(&self) {
        let elements = &self.elements;
        let form = self.model.borrow().form_defaults();
        elements.new_rules.set_value(form.rules);
        elements.size.set_value(&form.size);
        dom::set_visible(&elements.new_error, false);
        dialog::open(&elements.new_dialog, &elements.new_open);
    }

    /// After a dialog's form was sent: closes `dialog`, or, when the model
    /// refused the form, keeps it open with the reason in `error_line`.
    pub(super) fn close_unless_refused(&self, dialog: &HtmlDialogElement, error_line: &HtmlElement) {
        let refused = self.model.borrow().form_error().map(str::to_owned);
        match refused {
            Some(reason) => {
                dom::set_text(error_line, &reason);
                dom::set_visible(error_line, true);
            }
            None => dialog.close(),
        }
    }
}
