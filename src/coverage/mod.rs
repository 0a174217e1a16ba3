//! The Coverage page's binding: Play (the tray, the try, the hint's
//! worker), the solver's form, its listeners and its workers.
//! Every decision is the page model's ([`CoveragePage`]); this module
//! forwards events to it, carries out its [`Effect`]s and draws its
//! [`CoveragePage::view`].

use chesslab_pages::hand_play::Family;
use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use web_sys::HtmlButtonElement;

use super::{
    dom::WebError,
    dom::{self, Dom},
    effects::Carry,
    jobs::JobRunner,
    pager_row::PagerRow,
    piece_drag::{self, DragView},
    pool::{self, Pool},
    progress::ProgressDisplay,
    shell::{runner, PageShell},
    view::{self, View},
};
use chesslab_core::{
    board::PieceKind,
    coverage::{HintTask, Link, ShareTask},
};
use chesslab_pages::{
    coverage::{
        ids::{controls, BELOW_BOARD, TEMPLATE},
        CoverageForm, CoveragePage, Effect, Mode, PlayShow, MAX_WORKERS,
    },
    BoardPoint,
};

type Controls = controls::Controls<Dom>;

/// The mounted Coverage view.
pub struct CoverageView {
    shell: PageShell,
    controls: Controls,
    browser: PagerRow,
    model: RefCell<CoveragePage>,
    /// The workers a search is split over, one per core (tasks and replies cross as JSON text).
    workers: Pool<ShareTask>,
    /// The worker of Play's hint.
    hinter: JobRunner<HintTask>,
}

impl View for CoverageView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<CoverageView>, WebError> {
        let controls = dom::bind(Controls::find)?;
        let browser = PagerRow::build(&shell)?;
        let workers = pool::per_core(MAX_WORKERS)?;
        let view = Rc::new_cyclic(|weak: &Weak<CoverageView>| CoverageView {
            shell,
            controls,
            browser,
            model: RefCell::new(CoveragePage::default().with_workers(workers)),
            workers: Pool::new(weak, workers, CoveragePage::on_share),
            hinter: runner(weak, CoveragePage::on_hinted),
        });
        view.listen();
        // The live region speaks for Play; the board is described by its pieces.
        view.shell.speak_through_live_region(&view.controls.board_text);
        view.render();
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Workers start loading when the page is first shown, so the first search starts at once.
    fn shown(&self) {
        self.workers.warm_up();
    }

    /// Opens the link's puzzle and searches it; without one, the first visit searches the form's puzzle.
    fn open(&self, link: Link) {
        let form = self.form();
        self.act(|model, now| model.open(link, &form, now));
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }

    /// A bad link starts no search (the first visit's would soon replace the page's message
    /// saying why the link was not opened): the page stays as mounted or as it was.
    fn keep(&self) {}
}

impl DragView for CoverageView {
    fn release(&self, point: BoardPoint) {
        self.act(|model, now| model.release(point, now));
    }
}

impl CoverageView {
    fn listen(self: &Rc<Self>) {
        let shell = &self.shell;
        shell.on_submit(self, &self.controls.form, |view| {
            let form = view.form();
            view.act(|model, now| model.search_form(&form, now));
        });
        shell.on_click(self, &self.controls.cancel, |view| view.act(CoveragePage::cancel));
        self.browser.listen(shell, self, CoveragePage::browse);
        shell.on_board_click(self, |view, cell| view.act(|model, now| model.click(cell, now)));
        view::listen_board_keys(self, CoveragePage::key, CoveragePage::blur);
        let controls = &self.controls;
        for (button, mode) in [(&controls.mode_play, Mode::Play), (&controls.mode_solver, Mode::Solver)] {
            shell.on_click(self, button, move |view| view.act(|model, _| model.show_mode(mode)));
        }
        for (button, kind) in self.tray() {
            shell.on_click(self, button, move |view| view.act(|model, _| model.choose(kind)));
        }
        piece_drag::listen(self, &self.tray());
        shell.on_click(self, &controls.undo, |view| view.act(CoveragePage::undo));
        shell.on_click(self, &controls.clear_pieces, |view| view.act(CoveragePage::clear_pieces));
        shell.on_click(self, &controls.hint, |view| view.act(CoveragePage::hint));
        shell.on_click(self, &controls.hint_cancel, |view| {
            view.act(|model, now| model.hand().cancel_hint(now))
        });
        shell.on_click(self, &controls.challenge, |view| view.act(CoveragePage::next_challenge));
        shell.on_click(self, &controls.end_challenge, |view| view.act(CoveragePage::end_challenge));
    }

    /// The tray's buttons and their kinds, in the order K Q R B N.
    fn tray(&self) -> [(&HtmlButtonElement, PieceKind); 5] {
        let controls = &self.controls;
        [
            (&controls.tray_k, PieceKind::King),
            (&controls.tray_q, PieceKind::Queen),
            (&controls.tray_r, PieceKind::Rook),
            (&controls.tray_b, PieceKind::Bishop),
            (&controls.tray_n, PieceKind::Knight),
        ]
    }

    /// What the form holds.
    fn form(&self) -> CoverageForm {
        let controls = &self.controls;
        CoverageForm {
            pieces: controls.pieces.value(),
            side: controls.side.value(),
            bishops: controls.bishops.value(),
            superpose: controls.superpose.checked(),
            goal: controls.goal.value(),
        }
    }

    fn fill_form(&self, form: &CoverageForm) {
        let controls = &self.controls;
        controls.pieces.set_value(&form.pieces);
        controls.side.set_value(&form.side);
        controls.bishops.set_value(&form.bishops);
        controls.superpose.set_checked(form.superpose);
        controls.goal.set_value(&form.goal);
    }

    fn render(&self) {
        let show = self.model.borrow().view(dom::now_ms());
        let controls = &self.controls;
        let playing = self.model.borrow().mode() == Mode::Play;
        for (button, pressed) in [(&controls.mode_play, playing), (&controls.mode_solver, !playing)] {
            let _ = button.set_attribute("aria-pressed", if pressed { "true" } else { "false" });
        }
        dom::set_visible(&controls.play, playing);
        dom::set_visible(&controls.solver, !playing);
        self.browser.set_visible(!playing);
        if playing {
            let side = self.model.borrow().play_view();
            let (scene, play) = side;
            let label = "Coverage board to play on: choose a piece, then tap a square to place it or a piece to lift it";
            self.shell.board().draw_labelled(scene, label);
            self.render_play(&play);
        } else {
            self.shell.board().draw_labelled(show.scene, &show.board_label);
        }
        ProgressDisplay {
            bar: &controls.progress,
            cancel: &controls.cancel,
            line: &controls.result,
            starters: &[&controls.run],
        }
        .show(show.progress.as_ref(), &show.result);
        dom::set_text(&controls.stats, &show.stats);
        self.browser.render(show.pager, &show.position);
    }

    /// Play's texts, tray and buttons.
    fn render_play(&self, play: &PlayShow) {
        let controls = &self.controls;
        dom::set_text(&controls.play_state, &play.state);
        dom::set_text(&controls.goals, &play.goals);
        dom::set_text(&controls.board_text, &play.board_text);
        for ((button, _), piece) in self.tray().into_iter().zip(&play.tray) {
            dom::set_visible(button, piece.count > 0);
            dom::set_text(button, &chesslab_pages::coverage::speech::tray_text(piece));
            let _ = button.set_attribute("aria-pressed", if piece.chosen { "true" } else { "false" });
            button.set_disabled(piece.left == 0);
        }
        controls.undo.set_disabled(!play.can_undo);
        controls.clear_pieces.set_disabled(!play.can_clear);
        controls.hint.set_disabled(!play.can_hint);
        dom::set_visible(&controls.hint_cancel, play.searching);
        dom::set_visible(&controls.end_challenge, play.challenge.is_some());
        dom::set_visible(&controls.challenge_text, play.challenge.is_some());
        dom::set_text(&controls.challenge_text, play.challenge.as_deref().unwrap_or_default());
        dom::set_text(
            &controls.challenge,
            if play.challenge.is_some() { "Another square" } else { "Leave one square" },
        );
    }
}

impl Carry for CoverageView {
    type Effect = Effect;
    type Model = CoveragePage;

    fn model(&self) -> &RefCell<CoveragePage> {
        &self.model
    }

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::Share(worker, ticket, task) => {
                if let Err(error) = self.workers.start(worker, ticket, task) {
                    return Err(self.model.borrow_mut().not_started(&error.to_string(), dom::now_ms()));
                }
            }
            Effect::Status(message) => self.shell.status(&message.text, message.tone),
            Effect::Announce(text) => dom::announce(&self.controls.announce, &text),
            Effect::ReplaceAddress => self.shell.replace_address(&self.link()),
            Effect::Hint(ticket, task) => {
                if self.hinter.start(ticket, task).is_err() {
                    return Err(self.model.borrow_mut().hand().hint_not_started(dom::now_ms()));
                }
            }
            Effect::StopHint => self.hinter.cancel(),
            Effect::FillForm(form) => self.fill_form(&form),
            Effect::SetAddress => self.shell.set_address(&self.link()),
            Effect::Stop => self.workers.cancel(),
        }
        Ok(())
    }

    fn redraw(&self) {
        self.render();
    }

    fn starts_worker(effect: &Effect) -> bool {
        matches!(effect, Effect::Share(..))
    }
}
