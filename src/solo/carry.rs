//! How the Solo view carries out its model's [`Effect`]s: the workers, the status and the live
//! region, the address, storage, sounds, the dialogs and the autoplay timer.

use std::cell::RefCell;

use super::{storage, SoloView};
use crate::effects::Carry;
use chesslab_pages::solo::{Effect, SoloPage, Start};

impl Carry for SoloView {
    type Effect = Effect;
    type Model = SoloPage;

    fn model(&self) -> &RefCell<SoloPage> {
        &self.model
    }

    /// Wall-clock time: Solo's clocks, stored games and dailies outlive the page.
    fn now() -> f64 {
        js_sys::Date::now()
    }

    fn prepare(&self, model: &mut SoloPage) {
        if let Some(query) = &self.reduced_motion {
            model.set_reduced_motion(query.matches());
        }
    }

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::StopWorkers => {
                self.solver.cancel();
                self.generator.cancel();
                self.run_checker.cancel();
                self.rush_checker.cancel();
            }
            Effect::Check(ticket, task) => {
                if self.checker.start(ticket, task).is_err() {
                    self.model.borrow_mut().check_failed(ticket, js_sys::Date::now());
                }
            }
            Effect::Start(start) => {
                let (ticket, started) = match start {
                    Start::Solve(ticket, task) => (ticket, self.solver.start(ticket, task)),
                    Start::Generate(ticket, options) => (ticket, self.generator.start(ticket, options)),
                    Start::RunCheck(ticket, task) => (ticket, self.run_checker.start(ticket, task)),
                    Start::RushCheck(ticket, task) => (ticket, self.rush_checker.start(ticket, task)),
                };
                if let Err(error) = started {
                    let now = js_sys::Date::now();
                    return Err(self.model.borrow_mut().start_failed(ticket, &error.to_string(), now));
                }
            }
            Effect::Status(message) => {
                self.shell.status(&message.text, message.tone);
                // Spoken at the end of the transition, unless a sentence in words comes with it.
                self.unspoken.replace(Some(message.text));
            }
            Effect::Announce(sentence) => {
                self.unspoken.replace(None);
                self.announce(&sentence);
            }
            Effect::SetAddress(link) => self.shell.set_address(&link),
            Effect::ReplaceAddress(link) => self.shell.replace_address(&link),
            Effect::SaveGames => storage::save_games(self.model.borrow().saved_games()),
            Effect::SaveRun => storage::save_run(self.model.borrow().stored_run().as_ref()),
            Effect::KeepRunAside(text) => storage::keep_run_aside(&text),
            Effect::SaveRush => {
                let stored = self.model.borrow().stored_rush(js_sys::Date::now());
                storage::save_rush(stored.as_ref());
            }
            Effect::KeepRushAside(text) => storage::keep_rush_aside(&text),
            Effect::SaveRushBests => storage::save_rush_bests(self.model.borrow().rush_bests()),
            Effect::SaveRecord => storage::save(self.model.borrow().record()),
            Effect::SaveSettings => {
                let model = self.model.borrow();
                crate::settings::update(|settings| {
                    settings.sound = model.sound_on();
                    settings.warn = model.warn_on();
                });
            }
            Effect::SavePacks => storage::save_packs(self.model.borrow().pack_progress()),
            Effect::Sound(sound) => self.audio.play(sound),
            Effect::FetchPack(pack) => {
                let view = self.me.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let text = crate::fetch::text(pack.file_name()).await;
                    if let Some(view) = view.upgrade() {
                        view.act(|page, now| {
                            page.pack_arrived(pack, text.as_deref().map_err(String::as_str), now)
                        });
                    }
                });
            }
        }
        Ok(())
    }

    /// Keeps the automatic play's timer set, then draws; says a status line no sentence said.
    fn redraw(&self) {
        self.set_timer();
        self.draw();
        if let Some(text) = self.unspoken.take() {
            self.announce(&text);
        }
    }

    fn starts_worker(effect: &Effect) -> bool {
        matches!(effect, Effect::Check(..) | Effect::Start(..))
    }
}
