//! The two commands every family's part lines share: `chesslab part`, which
//! runs part lines of any family to their reply lines, and `chesslab join`,
//! which joins the reply lines of one search and prints what one run of it
//! prints. A line names its family by its first word
//! ([`kind_of`]); every line read is
//! checked, a refusal saying where ("stdin, line 3: …").

use std::io::BufReader;

use chesslab_core::{
    coverage::{self, CoverJoinError, CoverReplies, CoverReply, Goal, UnattackedReply},
    exact::{self, CapReplies},
    excerpt::shorten,
    queens,
    task::{line::kind_of, line_join::Replies},
};

use super::{
    args::{JoinArgs, PartArgs},
    cover, exact_parts,
    lines::each_line,
    queens::print_count,
    say, shown_path, CommandError, Output,
};

/// `chesslab part`: runs the part line given, or each line of stdin, printing a reply line for each.
pub fn part(args: &PartArgs) -> Result<(), CommandError> {
    let run = |text: &str, at: &str| {
        let reply = match kind_of(text).unwrap_or("") {
            "exact-part" => exact_parts::run_line(text),
            "queens-part" => run_queens(text),
            "cover-part" => run_cover(text),
            kind => Err(format!(
                "'{}' is not a part line: it starts with exact-part, queens-part or cover-part",
                shorten(kind)
            )),
        };
        say(&reply.map_err(|error| CommandError::Input(format!("{at}: {error}")))?)
    };
    match &args.line {
        Some(line) => run(line, "the part line"),
        None => each_line(std::io::stdin().lock(), "stdin", |text, at| run(text, &at)),
    }
}

fn run_queens(text: &str) -> Result<String, String> {
    let part: queens::PartLine = text.parse().map_err(|error: queens::LineError| error.to_string())?;
    Ok(part.run(&mut |_| {}).map_err(|error| error.to_string())?.to_string())
}

fn run_cover(text: &str) -> Result<String, String> {
    let part: coverage::PartLine = text.parse().map_err(|error: coverage::LineError| error.to_string())?;
    Ok(part.run(&mut |_| {}).map_err(|error| error.to_string())?.to_string())
}

/// The replies of one search taken so far, by family (the first line's).
enum Joining {
    Nothing,
    Exact(CapReplies),
    Queens(Replies<queens::ReplyLine>),
    Cover(CoverReplies),
}

impl Joining {
    /// Takes in a reply line of the family of the first.
    fn take(&mut self, text: &str) -> Result<(), String> {
        let kind = kind_of(text).unwrap_or("");
        if let Joining::Nothing = self {
            *self = match kind {
                "exact-reply" => Joining::Exact(CapReplies::default()),
                "queens-reply" => Joining::Queens(Replies::default()),
                "cover-reply" => Joining::Cover(CoverReplies::default()),
                _ => Joining::Nothing,
            };
        }
        match self {
            Joining::Exact(replies) if kind == "exact-reply" => {
                let reply: exact::ReplyLine =
                    text.parse().map_err(|error: exact::LineError| error.to_string())?;
                replies.add(reply).map_err(|error| error.to_string())
            }
            Joining::Queens(replies) if kind == "queens-reply" => {
                let reply: queens::ReplyLine =
                    text.parse().map_err(|error: queens::LineError| error.to_string())?;
                replies.add(reply).map_err(|error| error.to_string())
            }
            Joining::Cover(replies) if kind == "cover-reply" => {
                let reply: coverage::ReplyLine =
                    text.parse().map_err(|error: coverage::LineError| error.to_string())?;
                replies.add(reply).map_err(|error| error.to_string())
            }
            Joining::Nothing => Err(format!(
                "'{}' is not a reply line: it starts with exact-reply, queens-reply or cover-reply",
                shorten(kind)
            )),
            _ => Err(format!(
                "'{}' among the replies of another family: join one search's replies",
                shorten(kind)
            )),
        }
    }
}

/// `chesslab join`: what the reply lines of files (or stdin) give, as one run of their search.
pub fn join(args: &JoinArgs) -> Result<(), CommandError> {
    let mut joining = Joining::Nothing;
    let mut take = |text: &str, at: String| {
        joining.take(text).map_err(|error| CommandError::Input(format!("{at}: {error}")))
    };
    if args.files.is_empty() {
        each_line(std::io::stdin().lock(), "stdin", &mut take)?;
    }
    for path in &args.files {
        if path.as_os_str() == "-" {
            each_line(std::io::stdin().lock(), "stdin", &mut take)?;
            continue;
        }
        let shown = shown_path(path);
        let file = std::fs::File::open(path)
            .map_err(|error| CommandError::Input(format!("cannot read {shown}: {error}")))?;
        each_line(BufReader::new(file), &shown, &mut take)?;
    }
    let output = Output::of(&args.output);
    match joining {
        Joining::Nothing => Err(CommandError::input("no reply lines were given")),
        Joining::Exact(replies) => exact_parts::print_join(&replies, output),
        Joining::Queens(replies) => {
            print_count(&queens::join_replies(&replies).map_err(CommandError::input)?, output)
        }
        Joining::Cover(replies) => print_cover(&replies, output),
    }
}

/// Prints a coverage search's outcome, or names the pass whose parts to write next.
fn print_cover(replies: &CoverReplies, output: Output) -> Result<(), CommandError> {
    let plan = replies.plan().map_err(|error| match (&error, replies.search()) {
        (CoverJoinError::NextPass { pass, .. }, Some((settings, goal))) => {
            let bishops = format!("{:?}", settings.bishops).to_lowercase();
            let superpose = if settings.superpose { " --superpose" } else { "" };
            CommandError::Input(format!(
                "{error}: write them with `chesslab cover parts {} --pieces {} --board {} --bishops {bishops}{superpose} --pass {pass}`",
                goal.name(),
                settings.pieces,
                settings.side
            ))
        }
        _ => CommandError::input(error),
    })?;
    let Some((settings, goal)) = replies.search() else {
        return Err(CommandError::input("no reply lines were given"));
    };
    let ended = || CommandError::input("the search did not end");
    match goal {
        Goal::Max | Goal::Min => {
            let reply = CoverReply::from(plan.solution().ok_or_else(ended)?);
            cover::print_best(&reply, settings, None, output)
        }
        Goal::Unattacked => {
            let reply = UnattackedReply::from(plan.table().ok_or_else(ended)?);
            cover::print_table(&reply, settings, None, output)
        }
    }
}
