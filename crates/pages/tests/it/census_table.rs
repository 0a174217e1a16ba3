//! "About the game" shows the census of the physical game as written in its template (static
//! HTML: the page's wasm does not carry a table that never changes). This test holds that
//! table and its summary line to `data/solo-census.json`, which `chesslab solo census --json`
//! writes; when it fails, it prints the HTML to put in `www/templates/solo.html`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    numbers::{fixed, grouped},
    solo::Census,
};
use chesslab_pages::solo::ids::{self, elements as id};

/// A count as the page writes it, its groups split by a narrow no-break space (written as a character
/// reference, so a reader of the template sees it).
fn count(value: u64) -> String {
    grouped(value).replace('\u{202f}', "&#8239;")
}

/// A share to two decimals, without claiming 100 % for one just under it.
fn share(solvable: u64, arrangements: u64) -> String {
    let share = solvable as f64 / arrangements.max(1) as f64 * 100.0;
    if share < 100.0 && share > 99.99 {
        "&gt;99.99 %".to_string()
    } else {
        format!("{} %", fixed(share, 2))
    }
}

/// The summary line and the table, as the template should hold them (the table inside the box
/// that lets it scroll sideways on a narrow screen).
fn expected_html(census: &Census) -> [String; 2] {
    let total: u64 = census.rows.iter().map(|row| row.arrangements).sum();
    let won: u64 = census.rows.iter().map(|row| row.solvable).sum();
    let summary = format!(
        "  <p id=\"{}\" class=\"note\">Of the {} ways to put some of the {} ({}) on the {} board, {} can be won \
         under Solitaire rules. Fewer pieces are harder: two pieces win only when one attacks the other.</p>\n",
        id::IDS.about_summary,
        count(total),
        census.set.len(),
        census.set,
        census.board,
        count(won),
    );
    let mut table = format!("    <table id=\"{}\" class=\"census\">\n", id::IDS.census);
    table += "      <tr><th>Pieces</th><th>Arrangements</th><th>Can be won</th><th>Share</th></tr>\n";
    for row in &census.rows {
        table += &format!(
            "      <tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            row.pieces,
            count(row.arrangements),
            count(row.solvable),
            share(row.solvable, row.arrangements),
        );
    }
    [summary, table + "    </table>\n"]
}

#[test]
fn the_about_panel_holds_the_shipped_census() {
    let text = include_str!("../../../../data/solo-census.json");
    let census: Census = serde_json::from_str(text).unwrap();
    assert!(census.rows.len() >= 10, "the census covers one to ten pieces");
    for expected in expected_html(&census) {
        assert!(
            ids::TEMPLATE.contains(&expected),
            "www/templates/solo.html does not hold the census of data/solo-census.json; its About panel should read:\n{expected}"
        );
    }
}
