//! Draws the Solo model's [`Screen`]: the board and its label, the buttons,
//! the moves, the rules, the rating, the editor's controls and the record.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

use super::SoloView;
use crate::dom;
use chesslab_core::numbers::fixed;
use chesslab_pages::solo::{EditorScreen, Screen};

impl SoloView {
    /// Draws what the model shows now.
    pub(super) fn draw(&self) {
        let now = js_sys::Date::now();
        let mut screen = self.model.borrow().screen(now);
        let board = self.shell.board();
        board.set_label(&screen.board_label);
        dom::set_text(&self.elements.board_text, &screen.board_text);
        let sliding = self.model.borrow().animating(now);
        set_animating(board.element(), sliding);
        if sliding {
            self.request_frame();
        }
        board.draw_overlaid(std::mem::take(&mut screen.scene), std::mem::take(&mut screen.overlay));
        self.elements.sound.set_checked(screen.sound_on);
        self.draw_controls(&screen);
        self.draw_panels(&screen);
        if let Some((ply, ms)) = self.model.borrow().last_check() {
            // The last "no win from here" check and its time, for the page's benchmark.
            let _ = board.element().set_attribute("data-check-ply", &ply.to_string());
            let _ = board.element().set_attribute("data-check-ms", &fixed(ms, 0));
        }
        let elements = &self.elements;
        let editing = screen.editor.is_some();
        dom::set_visible(&elements.editor, editing);
        dom::set_visible(&elements.play, !editing);
        dom::set_visible(&elements.play_more, !editing);
        if let Some(editor) = &screen.editor {
            self.draw_editor(editor);
        }
        dom::set_text(&elements.record_reset, screen.reset_label);
        dom::set_text(&elements.record_notice, screen.record_notice.as_deref().unwrap_or_default());
        dom::set_visible(&elements.record_notice, screen.record_notice.is_some());
        if elements.record.open() {
            super::record::publish(&elements.record, self.model.borrow().record());
        }
    }

    /// Draws the board alone (a pointer move, an animation frame): no other element changes.
    pub(super) fn draw_board(&self) {
        let now = js_sys::Date::now();
        let model = self.model.borrow();
        let board = self.shell.board();
        let animating = model.animating(now);
        set_animating(board.element(), animating);
        if animating {
            self.request_frame();
            // The sliding piece's target shows the piece it takes until it lands.
            board.draw_overlaid(model.play_scene(now), model.overlay(now));
        } else {
            board.draw_overlaid(model.screen(now).scene, model.overlay(now));
        }
    }

    fn draw_controls(&self, screen: &Screen) {
        let (elements, buttons) = (&self.elements, screen.buttons);
        elements.undo.set_disabled(!buttons.undo);
        elements.restart.set_disabled(!buttons.restart);
        elements.hint.set_disabled(!buttons.hint);
        dom::set_visible(&elements.skip, buttons.skip);
        elements.auto.set_disabled(!buttons.auto_solve);
        dom::update_text(&elements.auto, screen.auto_solve_label);
        elements.count.set_disabled(!buttons.count);
        dom::set_visible(&elements.cancel, buttons.cancel);
        dom::fill_list(&elements.moves, &screen.moves);
        elements.rules.set_value(screen.rules);
        dom::update_text(self.shell.rules_text(), screen.rules_text);
        dom::update_text(&elements.playing, &screen.playing);
        dom::update_text(&elements.badges, screen.badges_note.unwrap_or_default());
        dom::set_visible(&elements.badges, screen.badges_note.is_some());
    }

    fn draw_editor(&self, editor: &EditorScreen) {
        let elements = &self.elements;
        elements.edit_width.set_value(&editor.width);
        elements.edit_height.set_value(&editor.height);
        elements.edit_code.set_value(&editor.code);
        elements.edit_seed.set_value(&editor.seed_form);
        dom::set_text(&elements.edit_analysis, &editor.analysis);
        dom::set_text(&elements.edit_army, editor.army_warning.as_deref().unwrap_or_default());
        dom::set_visible(&elements.edit_army, editor.army_warning.is_some());
        let inputs = elements.palette.get_elements_by_tag_name("input");
        for index in 0..inputs.length() {
            if let Some(input) = inputs.item(index).and_then(|node| node.dyn_into::<HtmlInputElement>().ok())
            {
                input.set_checked(input.value() == editor.tool);
            }
        }
    }
}

/// Tells tests and styles whether a move slides (`data-animating`), writing only on a change.
fn set_animating(canvas: &Element, animating: bool) {
    let value = if animating { "true" } else { "false" };
    if canvas.get_attribute("data-animating").as_deref() != Some(value) {
        let _ = canvas.set_attribute("data-animating", value);
    }
}
