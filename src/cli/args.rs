//! A small command-line argument reader: positional words and `--flag [value]` options.

use std::{fmt, str::FromStr};

/// What was wrong with the command line. Printed with the usage text.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError(pub String);

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The arguments after the command words, consumed as the command reads them.
pub struct Args {
    words: Vec<String>,
}

impl Args {
    /// Wraps the arguments that follow the command words.
    pub fn new(words: Vec<String>) -> Args {
        Args { words }
    }

    /// Removes `--name` if present, telling whether it was.
    pub fn flag(&mut self, name: &str) -> bool {
        let flag = format!("--{name}");
        let before = self.words.len();
        self.words.retain(|word| *word != flag);
        self.words.len() != before
    }

    /// Removes `--name VALUE` and parses the value, if the option is present.
    pub fn option<T: FromStr>(&mut self, name: &str) -> Result<Option<T>, UsageError>
    where
        T::Err: fmt::Display,
    {
        let flag = format!("--{name}");
        let Some(at) = self.words.iter().position(|word| *word == flag) else {
            return Ok(None);
        };
        if at + 1 >= self.words.len() {
            return Err(UsageError(format!("{flag} needs a value")));
        }
        let value = self.words.remove(at + 1);
        self.words.remove(at);
        value.parse().map(Some).map_err(|error| UsageError(format!("{flag} {value}: {error}")))
    }

    /// Removes and returns the next positional word.
    pub fn positional(&mut self, what: &str) -> Result<String, UsageError> {
        match self.words.iter().position(|word| !word.starts_with("--")) {
            Some(at) => Ok(self.words.remove(at)),
            None => Err(UsageError(format!("missing {what}"))),
        }
    }

    /// Fails if anything was not consumed.
    pub fn finish(self) -> Result<(), UsageError> {
        match self.words.first() {
            None => Ok(()),
            Some(word) => Err(UsageError(format!("unexpected argument '{word}'"))),
        }
    }
}
