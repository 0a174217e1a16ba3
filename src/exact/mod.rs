//! The Exact attack page's binding: its form, the results table, its
//! listeners and workers. Every decision is the page model's
//! ([`ExactPage`]); this module forwards events to it, carries out its
//! [`Effect`]s and draws its [`ExactPage::view`].

mod form;
mod play;
mod results;

use chesslab_pages::hand_play::Family;
use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use super::{
    dom,
    dom::WebError,
    effects::Carry,
    jobs::JobRunner,
    kept_replies::{KeptReplies, Store},
    pager_row::PagerRow,
    piece_drag::{self, DragView},
    pool::{self, Pool},
    shell::{runner, PageShell},
    view::{self, View},
};
use chesslab_core::exact::{Find, HintTask, Link, ShareTask};
use chesslab_pages::{
    exact::{
        ids::{below, BELOW_BOARD, TEMPLATE},
        shipped_table, Effect, ExactPage, Mode, MAX_WORKERS,
    },
    BoardPoint,
};
use form::Controls;
use play::PlayControls;
use results::ResultsTable;

/// The mounted Exact attack view.
pub struct ExactView {
    shell: PageShell,
    controls: Controls,
    play: PlayControls,
    browser: PagerRow,
    results: ResultsTable,
    model: RefCell<ExactPage>,
    /// The workers a proof of the fewest pieces or a count is split over, one per core.
    workers: Pool<ShareTask>,
    /// The finished shares of proofs, kept between visits.
    kept: KeptReplies,
    /// The worker of Play's hint.
    hinter: JobRunner<HintTask>,
    /// This view, for the answers that come back later (the kept shares read).
    this: Weak<ExactView>,
}

impl View for ExactView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<ExactView>, WebError> {
        let controls = Controls::find()?;
        let play = PlayControls::find()?;
        let browser = PagerRow::build(&shell)?;
        // A damaged table is said where the table goes; the page works without it.
        let (entries, damaged) = match shipped_table() {
            Ok(entries) => (entries, None),
            Err(message) => (Vec::new(), Some(message)),
        };
        let results = ResultsTable::build(below::IDS.table, &entries)?;
        if let Some(message) = damaged {
            results.show_message(&message)?;
        }
        let workers = pool::per_core(MAX_WORKERS)?;
        let model =
            ExactPage::new(entries).map_err(|error| WebError(error.to_string()))?.with_workers(workers);
        let view = Rc::new_cyclic(|weak: &Weak<ExactView>| ExactView {
            shell,
            controls,
            play,
            browser,
            results,
            model: RefCell::new(model),
            workers: Pool::new(weak, workers, ExactPage::on_share),
            kept: KeptReplies::new(Store::ExactProofs),
            hinter: runner(weak, ExactPage::on_hinted),
            this: weak.clone(),
        });
        view.listen();
        // The board is described by its pieces and counts (the live region speaks for Play).
        let _ = view.shell.board().element().set_attribute("aria-describedby", &view.play.board_text().id());
        let shown = chesslab_pages::exact::ProblemOnForm::of(view.model.borrow().problem());
        view.controls.show_problem(&shown);
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

    fn open(&self, link: Link) {
        self.act(|model, now| model.open(link, now));
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }

    /// A bad link starts no search (the first visit's would soon replace the page's message
    /// saying why the link was not opened): the page stays as mounted or as it was.
    fn keep(&self) {}
}

impl DragView for ExactView {
    fn release(&self, point: BoardPoint) {
        self.act(|model, now| model.release(point, now));
    }
}

impl ExactView {
    fn listen(self: &Rc<Self>) {
        let (shell, controls) = (&self.shell, &self.controls);
        shell.on_submit(self, controls.form(), |view| view.search(Find::Min));
        shell.on_click(self, controls.all(), |view| view.search(Find::All));
        shell.on_click(self, controls.cancel(), |view| view.act(ExactPage::cancel));
        shell.on_click(self, controls.open(), |view| {
            let text = view.controls.text();
            view.act(|model, now| model.open_text(&text, now));
        });
        for (element, edit) in controls.edits() {
            shell.on(self, element, "change", move |view, _| {
                let form = view.controls.read();
                view.act(|model, now| model.edit(&form, edit, now));
            });
        }
        self.browser.listen(shell, self, ExactPage::browse);
        shell.on_board_click(self, |view, cell| {
            let form = view.controls.read();
            view.act(|model, now| model.click_cell(cell, &form, now));
        });
        self.results.listen(shell, self, |view, problem| {
            view.act(|model, now| model.open_table_entry(problem, now));
        });
        self.listen_play();
    }

    /// Play's listeners: the switch, the tray, the buttons, keys on the board.
    fn listen_play(self: &Rc<Self>) {
        let (shell, play) = (&self.shell, &self.play);
        for (button, mode) in play.modes() {
            shell.on_click(self, button, move |view| view.act(|model, _| model.show_mode(mode)));
        }
        for (button, kind) in play.tray() {
            shell.on_click(self, button, move |view| view.act(|model, _| model.choose_piece(kind)));
        }
        piece_drag::listen(self, &play.tray());
        let [undo, clear, hint, cancel] = play.buttons();
        shell.on_click(self, undo, |view| view.act(ExactPage::undo));
        shell.on_click(self, clear, |view| view.act(ExactPage::clear_pieces));
        shell.on_click(self, hint, |view| view.act(ExactPage::hint));
        shell.on_click(self, cancel, |view| view.act(|model, now| model.hand().cancel_hint(now)));
        view::listen_board_keys(self, ExactPage::key, ExactPage::blur);
    }

    fn search(&self, find: Find) {
        let form = self.controls.read();
        self.act(|model, now| model.search_form(find, &form, now));
    }

    fn render(&self) {
        let now = dom::now_ms();
        let (show, play, mode) = {
            let model = self.model.borrow();
            (model.view(now), model.play_show(now), model.mode())
        };
        self.shell.board().draw_labelled(show.scene, &show.board_label);
        self.play.render(mode, &play);
        // Play's live region speaks for it; the solver's status line speaks for Solutions.
        self.shell.set_status_spoken(mode == Mode::Solver);
        self.browser.set_visible(mode == Mode::Solver);
        self.controls.render_progress(show.progress.as_ref(), &show.result);
        dom::set_text(self.controls.stats(), &show.stats);
        self.browser.render(show.pager, &show.position);
    }
}

impl Carry for ExactView {
    type Effect = Effect;
    type Model = ExactPage;

    fn model(&self) -> &RefCell<ExactPage> {
        &self.model
    }

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::Minimize(worker, ticket, task) | Effect::Count(worker, ticket, task) => {
                if let Err(error) = self.workers.start(worker, ticket, task) {
                    return Err(self.model.borrow_mut().not_started(&error.to_string(), dom::now_ms()));
                }
            }
            Effect::Status(message) => self.shell.status(&message.text, message.tone),
            Effect::Announce(text) => dom::announce(self.play.announce(), &text),
            Effect::ReplaceAddress => self.shell.replace_address(&self.link()),
            Effect::Hint(ticket, task) => {
                if self.hinter.start(ticket, task).is_err() {
                    return Err(self.model.borrow_mut().hand().hint_not_started(dom::now_ms()));
                }
            }
            Effect::StopHint => self.hinter.cancel(),
            Effect::ShowProblem(shown) => self.controls.show_problem(&shown),
            Effect::ShowCap(cap) => self.controls.show_cap(&cap),
            Effect::SetAddress => self.shell.set_address(&self.link()),
            Effect::Stop => self.workers.cancel(),
            Effect::Kept(effect) => self.kept.carry_for(effect, self.this.clone(), ExactPage::restored),
        }
        Ok(())
    }

    fn redraw(&self) {
        self.render();
    }

    fn starts_worker(effect: &Effect) -> bool {
        matches!(effect, Effect::Minimize(..) | Effect::Count(..))
    }
}
