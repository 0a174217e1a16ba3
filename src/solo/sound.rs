//! The game's sounds, synthesized with Web Audio (short tones: nothing to
//! fetch). The audio context starts at the first sound, which follows a
//! click or a drop, as browsers require.

use std::cell::RefCell;

use web_sys::{AudioContext, OscillatorType};

use chesslab_pages::solo::Sound;

/// One tone: its pitch (Hz), start and length (seconds after the sound starts), waveform and loudness.
struct Tone {
    hz: f32,
    at: f64,
    length: f64,
    wave: OscillatorType,
    volume: f32,
}

const fn tone(hz: f32, at: f64, length: f64, wave: OscillatorType, volume: f32) -> Tone {
    Tone { hz, at, length, wave, volume }
}

/// The tones of each sound: a short wooden knock for a capture, a rising
/// chord for a win, a falling pair for a dead end.
fn tones(sound: Sound) -> Vec<Tone> {
    use OscillatorType::{Sine, Triangle};
    match sound {
        Sound::Capture => vec![tone(520.0, 0.0, 0.07, Triangle, 0.35), tone(260.0, 0.0, 0.09, Sine, 0.3)],
        Sound::Win => vec![
            tone(523.25, 0.0, 0.14, Triangle, 0.25),
            tone(659.25, 0.1, 0.14, Triangle, 0.25),
            tone(783.99, 0.2, 0.14, Triangle, 0.25),
            tone(1046.5, 0.3, 0.35, Triangle, 0.25),
        ],
        Sound::DeadEnd => vec![tone(330.0, 0.0, 0.18, Sine, 0.3), tone(220.0, 0.18, 0.3, Sine, 0.3)],
    }
}

/// The page's audio: one context, made at the first sound.
#[derive(Default)]
pub struct Audio {
    context: RefCell<Option<AudioContext>>,
}

impl Audio {
    /// Plays `sound`; a browser without Web Audio (or refusing it) stays silent.
    pub fn play(&self, sound: Sound) {
        let mut context = self.context.borrow_mut();
        if context.is_none() {
            *context = AudioContext::new().ok();
        }
        let Some(context) = context.as_ref() else { return };
        // A context made before the page had a gesture starts suspended.
        let _ = context.resume();
        for tone in tones(sound) {
            let _ = play_tone(context, &tone);
        }
    }
}

/// Schedules one tone: a quick attack and an exponential fade, so it never clicks.
fn play_tone(context: &AudioContext, tone: &Tone) -> Result<(), wasm_bindgen::JsValue> {
    let oscillator = context.create_oscillator()?;
    let gain = context.create_gain()?;
    oscillator.set_type(tone.wave);
    oscillator.frequency().set_value(tone.hz);
    let start = context.current_time() + tone.at;
    let end = start + tone.length;
    let level = gain.gain();
    level.set_value_at_time(0.0001, start)?;
    level.exponential_ramp_to_value_at_time(tone.volume, start + 0.008)?;
    level.exponential_ramp_to_value_at_time(0.0001, end)?;
    oscillator.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&context.destination())?;
    oscillator.start_with_when(start)?;
    oscillator.stop_with_when(end + 0.02)?;
    Ok(())
}
