//! The daily puzzle: one puzzle per date and rule set, the same for everyone,
//! because it is generated from a seed made of the date and the rules. Dates
//! are the core's [`crate::calendar`].

use super::{GenerateTask, Level, RulesPreset};

/// The generator options of the daily puzzle of `day` (days since
/// 1970-01-01, UTC) under `rules`: an intermediate puzzle with one solution,
/// on the board each rule set is played on (Solitaire Chess 4×4, chess.com's Solo Chess 8×8).
#[must_use]
pub fn daily_options(day: i64, rules: RulesPreset) -> GenerateTask {
    let (rules_salt, size) = match rules {
        RulesPreset::Solitaire => (0x5017_7a12, 4),
        RulesPreset::Solo => (0x5010_c4e5, 8),
    };
    GenerateTask {
        level: Level::Intermediate,
        seed: mix(day as u64 ^ rules_salt),
        unique: true,
        rules,
        size,
        pieces: None,
    }
}

/// SplitMix64's finaliser: neighbouring days get unrelated seeds.
fn mix(value: u64) -> u64 {
    let mut z = value.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_day_and_rule_set_has_its_own_daily_puzzle() {
        let today = daily_options(20_000, RulesPreset::Solitaire);
        assert_eq!(today, daily_options(20_000, RulesPreset::Solitaire), "the same for everyone");
        assert_ne!(today.seed, daily_options(20_001, RulesPreset::Solitaire).seed);
        assert_ne!(today.seed, daily_options(20_000, RulesPreset::Solo).seed);
        assert!(today.unique);
    }
}
