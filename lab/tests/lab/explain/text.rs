//! The text of `cargo lab explain`: colour only when asked, no text board past 80
//! columns, and each problem's page shows what the command prints.

use super::{explained, report};
use crate::support::{document, samples};
use lab::explain::{Explain, Options};
use lab::problem::Problem;
use lab::problems::ancient_go::AncientGo;
use lab::problems::nowcoder_grid::{NowcoderGrid, Rows};
use lab::validate::Validate;
use libtest_mimic::Trial;

pub fn trials() -> Vec<Trial> {
    trials![colour_only_when_asked_and_boards_wider_than_80_columns_get_no_text_board]
}

pub fn each<P: Explain + Validate>() -> Vec<Trial> {
    each![P: each_problem_page_shows_what_the_command_prints]
}

fn colour_only_when_asked_and_boards_wider_than_80_columns_get_no_text_board() {
    let sample = samples("ancient_go").remove(0);
    let board = &AncientGo::read_input(sample.input)[0];
    let go = report::<AncientGo>(board);
    assert!(go.text(true).contains("\x1b["));
    assert!(!go.text(false).contains('\x1b'));
    let wide: Rows = vec![vec![b'.'; 81]; 2];
    let text = report::<NowcoderGrid>(&wide).text(false);
    assert!(
        text.contains("no text board") && !text.contains(" s."),
        "{text}"
    );
    let narrow: Rows = vec![vec![b'.'; 80]; 2];
    assert!(report::<NowcoderGrid>(&narrow).text(false).contains(" s."));
}

/// Each problem's page shows its board explained (the first `text` block under "## A
/// board explained" in `docs/<problem>.md`): what `cargo lab explain <problem> <
/// docs/explain/<problem>.in` prints now (after changing an explanation, paste it again).
fn each_problem_page_shows_what_the_command_prints<P: Explain + Validate>() {
    let page = document(&format!("docs/{}.md", P::NAME));
    let printed = explained::<P>(&Options::default());
    let section = page.find("\n## A board explained\n").expect("the section");
    let block = section + page[section..].find("```text\n").expect("a text block") + 8;
    let end = block + page[block..].find("```\n").expect("the block's end");
    assert!(
        page[block..end] == printed,
        "docs/{}.md: the explanation is stale; it prints:\n{printed}",
        P::NAME
    );
}
