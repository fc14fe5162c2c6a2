// HDU 4678 "Mine": who wins the minesweeper game? Reads the judge input on stdin, writes
// the answers on stdout. HDU takes no Rust: submit this file where a copy of the problem
// takes Rust (choose edition 2021).
//
// Single file of `hdu4678`: `main`, the problem's module with its documentation (the
// rule, why it holds, the complexity), then the shared modules it uses (judge, memory,
// scanner); without tests or other doc comments. Builds alone with Rust 1.57 or later,
// edition 2021 or 2024: `rustc --edition 2021 -O hdu4678.rs`. Made by `cargo lab bundle`
// from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("hdu4678", hdu4678::run);
}

// HDU 4678 "Mine": who wins a game of turning over minesweeper cells?
//
// Rule: every non-mine cell of an N x M board shows how many of its eight neighbours are
// mines; a cell showing 0 is *blank*, any other non-mine cell is a *number*. All cells
// start face down. Xiemao and Fanglaoshi alternate, Xiemao first; a move clicks a
// face-down non-mine cell: a number turns over alone, a blank turns over its whole
// 8-connected blank region together with every number 8-adjacent to that region.
// Whoever cannot move loses. The statement guarantees that no number borders two
// different blank regions.
//
// Why the game splits: a click on a blank turns over exactly its region and the numbers
// bordering it, and (by the guarantee) those numbers border no other region. So the
// board is a sum of independent games: one per blank region with the numbers bordering
// it, and one per number bordering no blank cell.
//
// Their Sprague-Grundy values: a number bordering no blank is one move, value 1. A blank
// region with `c` face-down bordering numbers, its blanks still face down, offers two
// kinds of moves: turn over one of the numbers (leaving `c - 1`), or click a blank,
// which turns over everything left (value 0). A region's blanks are face down as long
// as none of them was clicked, since a number never turns over a blank. So
// `g(0) = mex{0} = 1` and `g(c) = mex{g(c - 1), 0}`, which alternates: `g(c) = 1` for
// even `c`, `2` for odd `c`. Xiemao wins iff the XOR of all the values is non-zero.
//
// Invariant while the mines stream in: the board holds one bit per cell (`MineRows`),
// set by each mine (a repeated coordinate sets it again: the same mine). Only the board
// is kept, never the list of mines, so a case costs O(N * M) bits whatever K is. A mine
// may land anywhere, so the board is allocated whole when the case's size is read, but
// zeroed by the allocator (`memory::zeroed`): only the pages the mines write become
// resident, and a header alone, or a truncated list of mines, costs what it wrote. The
// rest of the memory is reserved once the mines are in.
//
// Solving: the board is played 64 cells at a time by `mine_rows::play` (blank runs
// joined into regions, numbers credited by masks; its module documentation has the
// rules), which also finds the numbers that border two regions.
//
// An input that breaks the guarantee still gets an answer by the same rule, each number
// counted once: a number bordering several regions counts for the one met first in
// row-major order (as the usual C++ solutions do), and `Verdict::shared_number` names the
// first such number, for a warning. The answer is then a guess (the game no longer
// splits), but a fair one: on 2,000 random broken boards (3 x 3 to 7 x 7) it matched the
// searched game 94% of the time, against 67% when the number counts in every region it
// borders.
//
// Complexity per case: O(K) to lay the mines (a line `X Y` read from one word when it is
// short, `Scanner::pairs_into`), O(N * M / 64 + runs + suspects) to play the
// board. Memory: a bit a cell for the mines, the runs' union-find (at most 9 bytes a run, a
// run per 4 cells at most) reserved once per case and reused from case to case, and the
// notes on the numbers that may border two regions, grown as they come.
mod hdu4678 {
    use crate::hdu4678::mine_rows::{MineRows, Scratch};
    use crate::judge::{self, Failure, InCase};
    use crate::memory;
    use crate::scanner::{InputError, Pos, Scanner};
    use std::collections::TryReserveError;
    use std::io::{Read, Write};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Verdict {
        pub first_player_wins: bool,
        pub shared_number: Option<(usize, usize)>,
    }

    pub fn solve(board: &MineRows, scratch: &mut Scratch) -> Result<Verdict, TryReserveError> {
        let nim = mine_rows::play(board, scratch)?;
        Ok(Verdict {
            first_player_wins: nim.first_player_wins(),
            shared_number: nim.shared_number,
        })
    }

    pub fn answer_line(case: usize, first_player_wins: bool) -> String {
        let winner = if first_player_wins {
            "Xiemao"
        } else {
            "Fanglaoshi"
        };
        format!("Case #{}: {}", case, winner)
    }

    pub fn warning(case: usize, (row, col): (usize, usize)) -> String {
        format!(
            "warning in case {}: cell ({}, {}) borders two blank regions, which the \
         statement rules out; it counts for the first in row-major order",
            case, row, col
        )
    }

    pub fn read_case<R: Read>(
        sc: &mut Scanner<R>,
        board: &mut MineRows,
        scratch: &mut Scratch,
    ) -> Result<Pos, InputError> {
        let rows: usize = sc.int_in("the number of rows N", 1..=usize::MAX)?;
        let cols: usize = sc.int_in("the number of columns M", 1..=usize::MAX)?;
        let size = sc.token_pos();
        if rows
            .checked_mul(cols)
            .map_or(true, |cells| cells > mine_rows::MOST_CELLS)
        {
            let message = format!("a board of {} x {} cells is too large", rows, cols);
            return Err(InputError::new(size, message));
        }
        let no_room = |_| memory::does_not_fit(size, rows, cols);
        board.reset(rows, cols).map_err(no_room)?;
        let mines: u64 = sc.int("the number of mines K")?;
        read_mines(sc, board, mines)?;
        scratch.reserve(rows, cols).map_err(no_room)?;
        Ok(size)
    }

    fn read_mines<R: Read>(
        sc: &mut Scanner<R>,
        board: &mut MineRows,
        mines: u64,
    ) -> Result<(), InputError> {
        let last = (board.rows() - 1, board.cols() - 1);
        let what = ("the row X of a mine", "the column Y of a mine");
        sc.pairs_into(mines, last, what, board.mine_layer())
    }

    pub fn run<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of test cases T")?;
        let mut board = MineRows::default();
        let mut scratch = Scratch::default();
        for case in 1..=cases {
            let size = read_case(&mut sc, &mut board, &mut scratch).in_case(case)?;
            let no_room = |_| memory::does_not_fit(size, board.rows(), board.cols());
            let verdict = solve(&board, &mut scratch).map_err(no_room).in_case(case)?;
            if let Some(cell) = verdict.shared_number {
                judge::warn(warnings, warning(case, cell));
            }
            writeln!(output, "{}", answer_line(case, verdict.first_player_wins))?;
        }
        judge::expect_end(&mut sc, warnings)
    }

    mod mine_rows {
        use crate::memory;
        use std::collections::TryReserveError;

        const BITS: usize = 64;

        pub const MOST_CELLS: usize = u32::MAX as usize;

        #[derive(Clone, Debug, Default, PartialEq, Eq)]
        pub struct MineRows {
            rows: usize,
            cols: usize,
            words: usize,
            mines: Vec<u64>,
        }

        impl MineRows {
            pub fn reset(&mut self, rows: usize, cols: usize) -> Result<(), TryReserveError> {
                let words = (cols + BITS - 1) / BITS;
                let len = rows.saturating_mul(words);
                if len <= self.mines.len() {
                    self.mines.truncate(len);
                    self.mines.fill(0);
                } else {
                    *self = MineRows::default();
                    self.mines = memory::zeroed(len)?;
                }
                self.rows = rows;
                self.cols = cols;
                self.words = words;
                Ok(())
            }

            pub fn rows(&self) -> usize {
                self.rows
            }

            pub fn cols(&self) -> usize {
                self.cols
            }

            pub fn mine_layer(&mut self) -> impl FnMut(usize, usize) + '_ {
                let (words, mines) = (self.words, &mut self.mines[..]);
                move |row, col| mines[row * words + col / BITS] |= 1 << (col % BITS)
            }

            fn row(&self, r: Option<usize>) -> Option<&[u64]> {
                r.filter(|&r| r < self.rows)
                    .map(|r| &self.mines[r * self.words..(r + 1) * self.words])
            }

            fn columns(&self, i: usize) -> u64 {
                match self.cols % BITS {
                    end if end != 0 && i + 1 == self.words => (1 << end) - 1,
                    _ => !0,
                }
            }
        }

        fn prefix_parities(x: &mut [u64]) {
            let mut carry = 0;
            for word in x {
                let mut w = *word;
                for shift in [1, 2, 4, 8, 16, 32] {
                    w ^= w << shift;
                }
                w ^= carry;
                carry = (w >> (BITS - 1)).wrapping_neg();
                *word = w;
            }
        }

        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        struct Run {
            start: usize,
            end: usize,
            label: u32,
            odd: bool,
        }

        #[derive(Clone, Debug, Default)]
        struct Window {
            rows: [Vec<u64>; 3],
        }

        impl Window {
            fn reset(&mut self, words: usize) -> Result<(), TryReserveError> {
                for row in &mut self.rows {
                    zeros(row, words)?;
                }
                Ok(())
            }

            fn advance(&mut self) {
                self.rows.rotate_left(1);
            }

            fn last(&mut self) -> &mut [u64] {
                &mut self.rows[2]
            }
        }

        fn zeros<T: Copy + Default>(v: &mut Vec<T>, len: usize) -> Result<(), TryReserveError> {
            v.clear();
            memory::reserve(v, len)?;
            v.resize(len, T::default());
            Ok(())
        }

        #[derive(Clone, Debug, Default)]
        pub struct Scratch {
            blanks: Window,
            blank_on_left: Window,
            blank_on_right: Window,
            numbers: Window,
            suspects: Window,
            credits: Window,
            around: Vec<u64>,
            runs: [Vec<Run>; 3],
            by_word: [Vec<u32>; 3],
            parent: Vec<u32>,
            odd: Vec<bool>,
            notes: Vec<Note>,
        }

        #[derive(Clone, Copy, Debug)]
        struct Note {
            cell: u32,
            runs: [u32; 3],
        }

        impl Note {
            fn roots(&self, parent: &mut [u32]) -> ([u32; 3], bool) {
                let roots = self.runs.map(|label| match label {
                    NO_LABEL => NO_LABEL,
                    label => root(parent, label),
                });
                let apart = roots[1..]
                    .iter()
                    .any(|&root| root != NO_LABEL && root != roots[0]);
                (roots, apart)
            }
        }

        impl Scratch {
            pub fn reserve(&mut self, rows: usize, cols: usize) -> Result<(), TryReserveError> {
                let runs = rows.saturating_mul(cols / 4 + 1);
                self.parent.clear();
                self.parent.try_reserve_exact(runs)?;
                self.odd.clear();
                self.odd.try_reserve_exact(runs)
            }
        }

        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Nim {
            pub even_regions: usize,
            pub odd_regions: usize,
            pub odd_lone_numbers: bool,
            pub shared_number: Option<(usize, usize)>,
        }

        impl Nim {
            pub fn first_player_wins(&self) -> bool {
                (self.even_regions % 2 == 1) != self.odd_lone_numbers || self.odd_regions % 2 == 1
            }
        }

        pub fn play(board: &MineRows, scratch: &mut Scratch) -> Result<Nim, TryReserveError> {
            play_watching(board, scratch, |_, _| {})
        }

        #[inline(never)]
        fn play_watching(
            board: &MineRows,
            scratch: &mut Scratch,
            mut watch: impl FnMut(usize, Run),
        ) -> Result<Nim, TryReserveError> {
            let words = board.words;
            scratch.blanks.reset(words)?;
            scratch.blank_on_left.reset(words)?;
            scratch.blank_on_right.reset(words)?;
            scratch.numbers.reset(words)?;
            scratch.suspects.reset(words)?;
            scratch.credits.reset(words)?;
            zeros(&mut scratch.around, words)?;
            for runs in &mut scratch.runs {
                runs.clear();
                runs.push(END_OF_ROW);
            }
            for by_word in &mut scratch.by_word {
                zeros(by_word, words)?;
            }
            scratch.parent.clear();
            scratch.odd.clear();
            scratch.notes.clear();
            let mut lone_numbers = 0;
            classify(board, 0, scratch);
            scratch.advance();
            for r in 0..board.rows {
                classify(board, r + 1, scratch);
                lone_numbers ^= credit_row(scratch);
                if r > 0 {
                    join_runs(scratch, r - 1, board.cols, &mut watch)?;
                }
                scratch.advance();
            }
            join_runs(scratch, board.rows - 1, board.cols, &mut watch)?;
            let odd_lone_numbers = lone_numbers.count_ones() % 2 == 1;
            Ok(count_regions(scratch, odd_lone_numbers, board.cols))
        }

        impl Scratch {
            fn advance(&mut self) {
                self.blanks.advance();
                self.blank_on_left.advance();
                self.blank_on_right.advance();
                self.numbers.advance();
                self.suspects.advance();
                self.credits.advance();
            }
        }

        fn classify(board: &MineRows, r: usize, scratch: &mut Scratch) {
            let Scratch {
                blanks,
                blank_on_left,
                blank_on_right,
                numbers,
                around,
                ..
            } = scratch;
            let (blank, number) = (blanks.last(), numbers.last());
            let (left, right) = (blank_on_left.last(), blank_on_right.last());
            let here = match board.row(Some(r)) {
                Some(here) => here,
                None => {
                    for row in [blank, number, left, right] {
                        row.fill(0);
                    }
                    return;
                }
            };
            let around = &mut around[..here.len()];
            let (blank, number) = (&mut blank[..here.len()], &mut number[..here.len()]);
            let (left, right) = (&mut left[..here.len()], &mut right[..here.len()]);
            let columns = board.columns(board.words - 1);
            let (up, down) = (board.row(r.checked_sub(1)), board.row(r.checked_add(1)));
            ored(around, here, [up, down]);
            classify_words((around, here), blank, number, left, right, columns);
        }

        fn ored(around: &mut [u64], here: &[u64], others: [Option<&[u64]>; 2]) {
            around.copy_from_slice(here);
            for row in others.iter().flatten() {
                for (a, m) in around.iter_mut().zip(*row) {
                    *a |= m;
                }
            }
        }

        fn classify_words(
            (around, here): (&[u64], &[u64]),
            blank: &mut [u64],
            number: &mut [u64],
            left: &mut [u64],
            right: &mut [u64],
            columns: u64,
        ) {
            moved_right(around, left);
            moved_left(around, right);
            for (((b, n), (&l, &r)), (&a, &m)) in blank
                .iter_mut()
                .zip(number.iter_mut())
                .zip(left.iter().zip(right.iter()))
                .zip(around.iter().zip(here))
            {
                let dilation = a | l | r;
                *b = !dilation;
                *n = dilation & !m;
            }
            if let (Some(b), Some(n)) = (blank.last_mut(), number.last_mut()) {
                *b &= columns;
                *n &= columns;
            }
            moved_right(blank, left);
            moved_left(blank, right);
        }

        fn moved_right(x: &[u64], to: &mut [u64]) {
            let mut carry = 0;
            for (t, &w) in to.iter_mut().zip(x) {
                *t = w << 1 | carry;
                carry = w >> (BITS - 1);
            }
        }

        fn moved_left(x: &[u64], to: &mut [u64]) {
            let mut carry = 0;
            for (t, &w) in to.iter_mut().zip(x).rev() {
                *t = w >> 1 | carry;
                carry = w << (BITS - 1);
            }
        }

        fn credit_row(scratch: &mut Scratch) -> u64 {
            let Scratch {
                blanks,
                blank_on_left,
                blank_on_right,
                numbers,
                suspects,
                credits,
                ..
            } = scratch;
            let number = &numbers.rows[1][..];
            let words = number.len();
            let row = |k: usize| {
                [
                    &blank_on_left.rows[k][..words],
                    &blanks.rows[k][..words],
                    &blank_on_right.rows[k][..words],
                ]
            };
            let [up_left, up, up_right] = row(0);
            let [left, _, right] = row(1);
            let [down_left, down, down_right] = row(2);
            let neighbours = [
                up_left, up, up_right, left, right, down_left, down, down_right,
            ];
            let (credits_up, rest) = credits.rows.split_at_mut(1);
            let (credits_here, credits_down) = rest.split_at_mut(1);
            credit_words(
                (number, neighbours),
                &mut suspects.rows[2][..words],
                &mut credits_up[0][..words],
                &mut credits_here[0][..words],
                &mut credits_down[0][..words],
            )
        }

        fn credit_words(
            (number, neighbours): (&[u64], [&[u64]; 8]),
            suspect: &mut [u64],
            credits_up: &mut [u64],
            credits_here: &mut [u64],
            credits_down: &mut [u64],
        ) -> u64 {
            let [up_left, up, up_right, left, right, down_left, down, down_right] = neighbours;
            let mut lone = 0;
            for i in 0..number.len() {
                let neighbours = [
                    up_left[i],
                    up[i],
                    up_right[i],
                    left[i],
                    right[i],
                    down_left[i],
                    down[i],
                    down_right[i],
                ];
                let open = number[i];
                suspect[i] = open & several_groups(neighbours);
                let above = up_left[i] | up[i] | up_right[i];
                let beside = left[i] | right[i];
                let below = down_left[i] | down[i] | down_right[i];
                credits_up[i] ^= open & above;
                let open = open & !above;
                credits_here[i] ^= open & beside;
                let open = open & !beside;
                credits_down[i] = open & below;
                lone ^= open & !below;
            }
            lone
        }

        #[inline]
        fn several_groups(n: [u64; 8]) -> u64 {
            let [up_left, up, up_right, left, right, down_left, down, down_right] = n;
            let groups = [
                up | left | right | down,
                up_left & !(up | left),
                up_right & !(up | right),
                down_left & !(down | left),
                down_right & !(down | right),
            ];
            let (mut one, mut two) = (0, 0);
            for group in groups {
                two |= one & group;
                one |= group;
            }
            two
        }

        fn join_runs(
            scratch: &mut Scratch,
            r: usize,
            cols: usize,
            watch: &mut impl FnMut(usize, Run),
        ) -> Result<(), TryReserveError> {
            let Scratch {
                blanks,
                suspects,
                credits,
                runs,
                by_word,
                parent,
                odd,
                notes,
                ..
            } = scratch;
            runs.rotate_right(1);
            by_word.rotate_right(1);
            let [current, above, two_above] = runs;
            prefix_parities(&mut credits.rows[0]);
            label_runs(
                (&blanks.rows[0], &credits.rows[0]),
                above,
                (current, &mut by_word[0]),
                (parent, odd),
                |run| watch(r, run),
            )?;
            let rows = [
                Walk::new(two_above, &by_word[2]),
                Walk::new(above, &by_word[1]),
                Walk::new(current, &by_word[0]),
            ];
            match r.checked_sub(1) {
                Some(above) => note_suspects(above * cols, &suspects.rows[0], rows, parent, notes),
                None => Ok(()),
            }
        }

        fn label_runs(
            (blank, parities): (&[u64], &[u64]),
            above: &[Run],
            (current, by_word): (&mut Vec<Run>, &mut [u32]),
            (parents, odd): (&mut Vec<u32>, &mut Vec<bool>),
            mut watch: impl FnMut(Run),
        ) -> Result<(), TryReserveError> {
            let runs = find_runs(blank, parities, current, by_word)?;
            let mut labels = odd.len();
            odd.resize(labels + runs, false);
            parents.resize(labels + runs, 0);
            let (parent, odds) = (&mut parents[..], &mut odd[..]);
            let mut above = above;
            for run in &mut current[..runs] {
                let (start, end) = (run.start, run.end);
                while above[0].end < start {
                    above = &above[1..];
                }
                run.label = match *above {
                    [first, second, ..] if first.start <= end => {
                        let mut label = first.label;
                        if second.start <= end {
                            label = root(parent, label);
                            while above[1].start <= end {
                                above = &above[1..];
                                let other = root(parent, above[0].label);
                                if other != label {
                                    let (low, high) = (label.min(other), label.max(other));
                                    parent[high as usize] = low;
                                    label = low;
                                }
                            }
                        }
                        odds[label as usize] ^= run.odd;
                        label
                    }
                    _ => {
                        odds[labels] = run.odd;
                        parent[labels] = labels as u32;
                        labels += 1;
                        labels as u32 - 1
                    }
                };
                watch(*run);
            }
            odd.truncate(labels);
            parents.truncate(labels);
            Ok(())
        }

        fn find_runs(
            blank: &[u64],
            parities: &[u64],
            runs: &mut Vec<Run>,
            by_word: &mut [u32],
        ) -> Result<usize, TryReserveError> {
            let by_word = &mut by_word[..blank.len()];
            let (mut before, mut n, mut k, mut parity_before) = (0, 0, 0, false);
            for (i, &word) in blank.iter().enumerate() {
                if runs.len() <= n + BITS / 2 {
                    grow(runs)?;
                }
                by_word[i] = k as u32;
                let mut starts = word & !(word << 1 | before);
                before = word >> (BITS - 1);
                while starts != 0 {
                    runs[n].start = i * BITS + starts.trailing_zeros() as usize;
                    n += 1;
                    starts &= starts - 1;
                }
                let next = blank.get(i + 1).map_or(0, |next| next << (BITS - 1));
                let mut lasts = word & !(word >> 1 | next);
                let after = parities
                    .get(i + 1)
                    .map_or(parities[i] >> (BITS - 1), |&next| next);
                let parity = parities[i] >> 1 | after << (BITS - 1);
                while lasts != 0 {
                    let last = lasts.trailing_zeros();
                    let run = &mut runs[k];
                    run.end = i * BITS + last as usize + 1;
                    let parity = parity >> last & 1 == 1;
                    run.odd = parity != parity_before;
                    parity_before = parity;
                    k += 1;
                    lasts &= lasts - 1;
                }
            }
            runs[n] = END_OF_ROW;
            Ok(n)
        }

        #[cold]
        fn grow(runs: &mut Vec<Run>) -> Result<(), TryReserveError> {
            let more = runs.len().max(BITS);
            runs.try_reserve_exact(more)?;
            runs.resize(runs.len() + more, END_OF_ROW);
            Ok(())
        }

        #[inline]
        fn root(parent: &mut [u32], mut label: u32) -> u32 {
            while parent[label as usize] != label {
                let grandparent = parent[parent[label as usize] as usize];
                parent[label as usize] = grandparent;
                label = grandparent;
            }
            label
        }

        fn note_suspects(
            row_start: usize,
            suspects: &[u64],
            rows: [Walk; 3],
            parent: &mut [u32],
            notes: &mut Vec<Note>,
        ) -> Result<(), TryReserveError> {
            for (i, &word) in suspects.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    let c = i * BITS + word.trailing_zeros() as usize;
                    word &= word - 1;
                    let mut note = Note {
                        cell: (row_start + c) as u32,
                        runs: [NO_LABEL; 3],
                    };
                    let mut found = 0;
                    for row in &rows {
                        let run = row.ending_from(c)[0];
                        if run.start <= c + 1 {
                            note.runs[found] = run.label;
                            found += 1;
                        }
                    }
                    if note.roots(parent).1 {
                        notes.try_reserve(1)?;
                        notes.push(note);
                    }
                }
            }
            Ok(())
        }

        struct Walk<'a> {
            runs: &'a [Run],
            by_word: &'a [u32],
        }

        impl<'a> Walk<'a> {
            fn new(runs: &'a [Run], by_word: &'a [u32]) -> Self {
                Walk { runs, by_word }
            }

            #[inline]
            fn ending_from(&self, c: usize) -> &'a [Run] {
                let mut k = match c.checked_sub(1) {
                    Some(before) => self.by_word[before / BITS] as usize,
                    None => 0,
                };
                while self.runs[k].end < c {
                    k += 1;
                }
                &self.runs[k..]
            }
        }

        const END_OF_ROW: Run = Run {
            start: usize::MAX / 2,
            end: usize::MAX / 2,
            label: NO_LABEL,
            odd: false,
        };

        const NO_LABEL: u32 = u32::MAX;

        fn count_regions(scratch: &mut Scratch, odd_lone_numbers: bool, cols: usize) -> Nim {
            let Scratch {
                parent, odd, notes, ..
            } = scratch;
            for label in 0..odd.len() {
                let root = parent[parent[label] as usize] as usize;
                parent[label] = root as u32;
                if root != label {
                    odd[root] ^= odd[label];
                }
            }
            let mut shared_number = None;
            for note in notes.iter() {
                let (roots, apart) = note.roots(parent);
                if apart {
                    let cell = note.cell as usize;
                    shared_number = shared_number.or(Some((cell / cols, cell % cols)));
                    let (credited, lowest) = (roots[0], roots[0].min(roots[1]).min(roots[2]));
                    odd[credited as usize] ^= credited != lowest;
                    odd[lowest as usize] ^= credited != lowest;
                }
            }
            let mut nim = Nim {
                even_regions: 0,
                odd_regions: 0,
                odd_lone_numbers,
                shared_number,
            };
            for (label, &odd) in odd.iter().enumerate() {
                if parent[label] == label as u32 {
                    match odd {
                        true => nim.odd_regions += 1,
                        false => nim.even_regions += 1,
                    }
                }
            }
            nim
        }
    }
}

mod judge {
    use crate::scanner::{InputError, Scanner};
    use std::fmt;
    use std::io::{self, BufWriter, Read, Stdin, Stdout, Write};

    #[derive(Debug)]
    pub enum Failure {
        Input {
            case: Option<usize>,
            error: InputError,
        },
        Output(io::Error),
    }

    impl From<io::Error> for Failure {
        fn from(error: io::Error) -> Self {
            Failure::Output(error)
        }
    }

    impl From<InputError> for Failure {
        fn from(error: InputError) -> Self {
            Failure::Input { case: None, error }
        }
    }

    pub trait InCase<T> {
        fn in_case(self, case: usize) -> Result<T, Failure>;
    }

    impl<T> InCase<T> for Result<T, InputError> {
        fn in_case(self, case: usize) -> Result<T, Failure> {
            self.map_err(|error| Failure::Input {
                case: Some(case),
                error,
            })
        }
    }

    impl fmt::Display for Failure {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Failure::Input { case, error } => match case {
                    Some(case) => write!(f, "input error in case {} at {}", case, error),
                    None => write!(f, "input error before the first case at {}", error),
                },
                Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
            }
        }
    }

    pub fn warn(warnings: &mut dyn Write, warning: impl fmt::Display) {
        let _ = warnings.write_all(format!("{}\n", warning).as_bytes());
    }

    struct Prefixed(&'static str);

    impl Write for Prefixed {
        fn write(&mut self, line: &[u8]) -> io::Result<usize> {
            let stderr = io::stderr();
            let mut stderr = stderr.lock();
            write!(stderr, "{}: ", self.0)?;
            stderr.write_all(line)?;
            Ok(line.len())
        }

        fn flush(&mut self) -> io::Result<()> {
            io::stderr().flush()
        }
    }

    pub fn expect_end<R: Read>(sc: &mut Scanner<R>, warnings: &mut dyn Write) -> Result<(), Failure> {
        if let Some((pos, byte)) = sc.peek()? {
            let found = InputError::unexpected(pos, "the end of the input", &[byte], 1);
            warn(
                warnings,
                format_args!("warning after the last case at {}", found),
            );
        }
        Ok(())
    }

    pub fn main<F>(problem: &'static str, run: F)
    where
        F: FnOnce(Stdin, &mut BufWriter<Stdout>, &mut dyn Write) -> Result<(), Failure>,
    {
        report_panics_in_one_line(problem);
        let mut output = BufWriter::with_capacity(1 << 16, io::stdout());
        let result = run(io::stdin(), &mut output, &mut Prefixed(problem));
        let flushed = output.flush().map_err(Failure::Output);
        if let Err(failure) = result.and(flushed) {
            eprintln!("{}: {}", problem, failure);
            std::process::exit(1);
        }
    }

    fn report_panics_in_one_line(problem: &'static str) {
        std::panic::set_hook(Box::new(move |info| {
            let description = info.to_string().replace('\n', " ");
            eprintln!("{}: internal error: {}", problem, description);
        }));
    }
}

mod memory {
    use crate::scanner::{InputError, Pos};
    use std::collections::TryReserveError;

    pub fn reserve<T>(v: &mut Vec<T>, total: usize) -> Result<(), TryReserveError> {
        v.try_reserve_exact(total.saturating_sub(v.len()))
    }

    pub fn zeroed<T: Copy + Default>(len: usize) -> Result<Vec<T>, TryReserveError> {
        Vec::<T>::new().try_reserve_exact(len)?;
        Ok(vec![T::default(); len])
    }

    pub fn does_not_fit(pos: Pos, rows: usize, cols: usize) -> InputError {
        InputError::new(
            pos,
            format!(
                "a board of {} x {} cells does not fit in memory",
                rows, cols
            ),
        )
    }
}

mod scanner {
    use std::fmt;
    use std::io::{self, Read};
    use std::ops::RangeInclusive;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Pos {
        pub line: u64,
        pub col: u64,
    }

    impl fmt::Display for Pos {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}:{}", self.line, self.col)
        }
    }

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct InputError {
        pub pos: Pos,
        pub message: String,
    }

    impl InputError {
        pub fn unexpected(pos: Pos, what: impl fmt::Display, shown: &[u8], len: u64) -> Self {
            let text = String::from_utf8_lossy(&shown[..shown.len().min(SHOWN)]);
            let more = if len > SHOWN as u64 { "..." } else { "" };
            let message = format!("expected {}, found `{}`{}", what, text.escape_debug(), more);
            InputError { pos, message }
        }

        pub fn new(pos: Pos, message: String) -> Self {
            InputError { pos, message }
        }
    }

    impl fmt::Display for InputError {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "line {}: {}", self.pos, self.message)
        }
    }

    impl std::error::Error for InputError {}

    const SHOWN: usize = 24;

    #[inline]
    pub const fn is_space(byte: u8) -> bool {
        byte == b' ' || (byte >= b'\t' && byte <= b'\r')
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Number {
        pub negative: bool,
        pub magnitude: Option<u64>,
        pub odd: bool,
    }

    struct NumberParser {
        number: Number,
        len: u64,
        shown: [u8; SHOWN],
        digits: bool,
        malformed: bool,
    }

    impl NumberParser {
        fn new() -> Self {
            NumberParser {
                number: Number {
                    negative: false,
                    magnitude: Some(0),
                    odd: false,
                },
                len: 0,
                shown: [0; SHOWN],
                digits: false,
                malformed: false,
            }
        }

        fn feed(&mut self, piece: &[u8]) {
            for &b in piece {
                if self.len < SHOWN as u64 {
                    self.shown[self.len as usize] = b;
                }
                self.len += 1;
                let digit = b.wrapping_sub(b'0');
                if self.len == 1 && (b == b'-' || b == b'+') {
                    self.number.negative = b == b'-';
                } else if digit > 9 {
                    self.malformed = true;
                } else {
                    self.digits = true;
                    self.number.odd = digit % 2 == 1;
                    self.number.magnitude = self
                        .number
                        .magnitude
                        .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
                }
            }
        }

        fn shown(&self) -> &[u8] {
            &self.shown[..(self.len.min(SHOWN as u64)) as usize]
        }

        fn finish(&self) -> Option<Number> {
            (self.digits && !self.malformed).then(|| self.number)
        }
    }

    pub trait Integer: Copy {
        fn from_number(number: Number) -> Option<Self>;
        fn range() -> String;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_number(number: Number) -> Option<Self> {
                    let magnitude = i128::from(number.magnitude?);
                    <$t>::try_from(if number.negative { -magnitude } else { magnitude }).ok()
                }
                fn range() -> String {
                    format!("an integer from {} to {}", <$t>::MIN, <$t>::MAX)
                }
            }
        )*};
    }

    impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

    fn first_space(bytes: &[u8]) -> Option<usize> {
        bytes.iter().position(|&b| is_space(b))
    }

    const BUFFER: usize = 1 << 16;

    pub struct Scanner<R> {
        reader: R,
        buf: Vec<u8>,
        start: usize,
        end: usize,
        base: u64,
        line: u64,
        line_start: u64,
        reader_done: bool,
        last_token: Pos,
    }

    impl<R: Read> Scanner<R> {
        pub fn new(reader: R) -> Self {
            Scanner {
                reader,
                buf: vec![0; BUFFER],
                start: 0,
                end: 0,
                base: 0,
                line: 1,
                line_start: 0,
                reader_done: false,
                last_token: Pos { line: 1, col: 1 },
            }
        }

        pub fn int<T: Integer>(&mut self, what: impl fmt::Display) -> Result<T, InputError> {
            self.int_where(what, |_| true, T::range)
        }

        pub fn int_in<T>(
            &mut self,
            what: impl fmt::Display,
            range: RangeInclusive<T>,
        ) -> Result<T, InputError>
        where
            T: Integer + PartialOrd + fmt::Display,
        {
            let (lo, hi) = (range.start(), range.end());
            let describe = || format!("an integer from {} to {}", lo, hi);
            self.int_where(what, |v| range.contains(v), describe)
        }

        fn int_where<T: Integer>(
            &mut self,
            what: impl fmt::Display,
            fits: impl Fn(&T) -> bool,
            describe: impl FnOnce() -> String,
        ) -> Result<T, InputError> {
            let mut parser = NumberParser::new();
            let pos = self.token(&what, |piece| {
                parser.feed(piece);
                true
            })?;
            let value = parser.finish().and_then(T::from_number).filter(fits);
            value.ok_or_else(|| {
                let what = format!("{}, {}", what, describe());
                InputError::unexpected(pos, what, parser.shown(), parser.len)
            })
        }

        pub fn peek(&mut self) -> Result<Option<(Pos, u8)>, InputError> {
            Ok(if self.skip_whitespace()? {
                Some((self.pos(), self.buf[self.start]))
            } else {
                None
            })
        }

        pub fn token_pos(&self) -> Pos {
            self.last_token
        }

        pub fn pos(&self) -> Pos {
            Pos {
                line: self.line,
                col: self.base + self.start as u64 - self.line_start + 1,
            }
        }

        fn pass_to(&mut self, to: usize) {
            for i in self.start..to {
                let byte = self.buf[i];
                if byte == b'\n' || byte == b'\r' {
                    let after_return = i > 0 && self.buf[i - 1] == b'\r';
                    self.line += u64::from(byte == b'\r' || !after_return);
                    self.line_start = self.base + i as u64 + 1;
                }
            }
            self.start = to;
        }

        fn token(
            &mut self,
            what: &dyn fmt::Display,
            mut visit: impl FnMut(&[u8]) -> bool,
        ) -> Result<Pos, InputError> {
            if !self.skip_whitespace()? {
                let message = format!("expected {}, found the end of the input", what);
                return Err(InputError::new(self.pos(), message));
            }
            let pos = self.pos();
            self.last_token = pos;
            loop {
                let unread = &self.buf[self.start..self.end];
                let found = first_space(unread);
                let piece = &unread[..found.unwrap_or(unread.len())];
                let (more, taken) = (visit(piece), piece.len());
                self.start += taken;
                if found.is_some() || !more || !self.refill()? {
                    return Ok(pos);
                }
            }
        }

        fn skip_whitespace(&mut self) -> Result<bool, InputError> {
            loop {
                let unread = &self.buf[self.start..self.end];
                if let Some(n) = unread.iter().position(|&b| !is_space(b)) {
                    self.pass_to(self.start + n);
                    return Ok(true);
                }
                self.pass_to(self.end);
                if !self.refill()? {
                    return Ok(false);
                }
            }
        }

        fn refill(&mut self) -> Result<bool, InputError> {
            debug_assert_eq!(self.start, self.end);
            if self.end > 1 {
                self.buf[0] = self.buf[self.end - 1];
                self.base += self.end as u64 - 1;
                self.end = 1;
            }
            self.start = self.end;
            while !self.reader_done {
                match self.reader.read(&mut self.buf[self.end..]) {
                    Ok(0) => self.reader_done = true,
                    Ok(n) => {
                        self.end += n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => {
                        let message = format!("cannot read the input: {}", e);
                        return Err(InputError::new(self.pos(), message));
                    }
                }
            }
            Ok(false)
        }
    }

    mod swar {
        pub const WORD: usize = 8;

        pub const HIGH: u64 = 0x8080_8080_8080_8080;

        #[inline]
        pub fn word(bytes: &[u8]) -> u64 {
            let mut word = [0; WORD];
            word.copy_from_slice(&bytes[..WORD]);
            u64::from_le_bytes(word)
        }

        #[inline]
        pub fn non_digits(word: u64) -> u64 {
            let x = word ^ 0x3030_3030_3030_3030;
            ((x & !HIGH).wrapping_add(0x7676_7676_7676_7676) | x) & HIGH
        }

        #[inline]
        pub fn pair_halves(word: u64, x_end: u32, gap: u32) -> u64 {
            debug_assert!(matches!(x_end, 15 | 23 | 31 | 39) && matches!(gap, 16 | 24 | 32 | 40));
            let half = |word: u64, shift: u32| u64::from((word as u32 & 0x0f0f_0f0f) << shift);
            half(word, 39 - x_end) | half(word >> (x_end + 1), 40 - gap) << 32
        }

        #[inline]
        pub fn parse_halves(v: u64) -> u64 {
            let v = (v.wrapping_mul(10) + (v >> 8)) & 0x00ff_00ff_00ff_00ff;
            (v.wrapping_mul(100) + (v >> 16)) & 0x0000_ffff_0000_ffff
        }
    }

    mod bulk {
        use crate::scanner::swar;
        use crate::scanner::{is_space, InputError, Scanner};
        use std::io::Read;

        impl<R: Read> Scanner<R> {
            pub fn pairs_into(
                &mut self,
                count: u64,
                last: (usize, usize),
                what: (&str, &str),
                mut take: impl FnMut(usize, usize),
            ) -> Result<(), InputError> {
                let mut left = count;
                while left > 0 {
                    match read_pairs(&self.buf[self.start..self.end], left, last, &mut take) {
                        Some((run, taken)) => {
                            self.take_run(run);
                            left -= taken;
                        }
                        None => {
                            let x = self.int_in(what.0, 0..=last.0)?;
                            let y = self.int_in(what.1, 0..=last.1)?;
                            take(x, y);
                            left -= 1;
                        }
                    }
                }
                Ok(())
            }

            fn take_run(&mut self, run: Run) {
                let (last, end) = (self.start + run.last, self.start + run.end);
                self.pass_run_to(last);
                self.last_token = self.pos();
                // The last number's digits: no line end among them.
                self.start = end;
            }

            fn pass_run_to(&mut self, to: usize) {
                let passed = &self.buf[self.start..to];
                let after_return = self.start > 0 && self.buf[self.start - 1] == b'\r';
                self.line += line_ends(passed, after_return);
                if let Some(last) = last_line_end(passed) {
                    self.line_start = self.base + (self.start + last + 1) as u64;
                }
                self.start = to;
            }
        }

        const BLOCK: usize = 64;

        struct Run {
            last: usize,
            end: usize,
        }

        fn read_pairs(
            bytes: &[u8],
            left: u64,
            last: (usize, usize),
            take: impl FnMut(usize, usize),
        ) -> Option<(Run, u64)> {
            let limits = Limits::new(last);
            if limits.hold(swar::parse_halves(THREE_AND_THREE_NINES)) {
                read_pairs_with::<_, false>(bytes, left, limits, take)
            } else {
                read_pairs_with::<_, true>(bytes, left, limits, take)
            }
        }

        const THREE_AND_THREE_NINES: u64 = 0x0909_0900_0909_0900;

        #[inline(never)]
        fn read_pairs_with<F: FnMut(usize, usize), const CHECKED: bool>(
            bytes: &[u8],
            left: u64,
            limits: Limits,
            mut take: F,
        ) -> Option<(Run, u64)> {
            let (mut rest, mut to_take) = (bytes, left);
            while to_take > 0 && rest.len() >= swar::WORD {
                let most = usize::try_from(to_take).map_or(usize::MAX, |n| n.saturating_mul(7));
                let mut lines = &rest[..rest.len().min(most)];
                let mut short = 0;
                while lines.len() >= swar::WORD {
                    let word = swar::word(lines);
                    let mut digits = word ^ THREE_AND_THREE;
                    let mut len = swar::WORD;
                    if !is_three_and_three(word, digits) {
                        let word = widened(word);
                        digits = word ^ THREE_AND_THREE;
                        if !is_three_and_three(word, digits) {
                            break;
                        }
                        len -= 1;
                        short += 1;
                    }
                    let pair = swar::parse_halves(digits << 8);
                    if CHECKED && !limits.hold(pair) {
                        break;
                    }
                    take(pair as u16 as usize, (pair >> 32) as u16 as usize);
                    lines = &lines[len..];
                }
                let passed = rest.len().min(most) - lines.len();
                to_take -= ((passed + short) / swar::WORD) as u64;
                rest = &rest[passed..];
                if to_take == 0 || rest.len() < swar::WORD {
                    break;
                }
                let word = swar::word(rest);
                let (halves, len) = odd_pair(word);
                if len == 0 {
                    if !is_space(word as u8) {
                        break;
                    }
                    rest = &rest[1..];
                    continue;
                }
                let pair = swar::parse_halves(halves);
                if !limits.hold(pair) {
                    break;
                }
                take(pair as u16 as usize, (pair >> 32) as u16 as usize);
                to_take -= 1;
                rest = &rest[len.min(swar::WORD)..];
            }
            let at = bytes.len() - rest.len();
            (to_take < left).then(|| {
                // Back over the whitespace skipped after the last pair, then over its `Y`.
                let after = |i: Option<usize>| i.map_or(0, |i| i + 1);
                let end = after(bytes[..at].iter().rposition(u8::is_ascii_digit));
                let last = after(bytes[..end].iter().rposition(|b| !b.is_ascii_digit()));
                (Run { last, end }, left - to_take)
            })
        }

        const THREE_AND_THREE: u64 = u64::from_le_bytes(*b"000 000\n");

        #[inline]
        fn is_three_and_three(word: u64, digits: u64) -> bool {
            const BELOW_TEN_AND_ZEROS: u64 = 0x7f76_7676_7f76_7676;
            (word | digits.wrapping_add(BELOW_TEN_AND_ZEROS)) & swar::HIGH == 0
        }

        #[inline]
        fn widened(word: u64) -> u64 {
            if (word >> 16) as u8 == b' ' {
                word << 8 | u64::from(b'0')
            } else if (word >> 48) as u8 == b'\n' {
                word & 0xffff_ffff | (word << 8) & !0xff_ffff_ffff | u64::from(b'0') << 32
            } else {
                word
            }
        }

        struct Limits(u64);

        impl Limits {
            const CARRIES: u64 = 0x0001_0000_0001_0000;

            fn new(last: (usize, usize)) -> Self {
                let room = |last: usize| 0xffff - last.min(0xffff) as u64;
                Limits(room(last.0) | room(last.1) << 32)
            }

            #[inline]
            fn hold(&self, pair: u64) -> bool {
                (pair + self.0) & Self::CARRIES == 0
            }
        }

        #[inline]
        fn odd_pair(word: u64) -> (u64, usize) {
            let others = swar::non_digits(word);
            let x_end = others.trailing_zeros();
            let y_end = (others & others.wrapping_sub(1)).trailing_zeros();
            let gap = y_end.wrapping_sub(x_end);
            if (x_end.wrapping_sub(15) | gap.wrapping_sub(16)) & !24 != 0 {
                return (0, 0);
            }
            let (after_x, after_y) = ((word >> (x_end - 7)) as u8, (word >> (y_end - 7)) as u8);
            if !IS_SPACE[after_x as usize] || !IS_SPACE[after_y as usize] {
                return (0, 0);
            }
            let halves = swar::pair_halves(word, x_end, gap);
            (halves, (y_end as usize + 1) / 8)
        }

        const IS_SPACE: [bool; 256] = {
            let mut table = [false; 256];
            let mut b = 0;
            while b < 256 {
                table[b] = is_space(b as u8);
                b += 1;
            }
            table
        };

        fn line_ends(bytes: &[u8], after_return: bool) -> u64 {
            let (first, rest) = match bytes.split_first() {
                Some((&first, rest)) => (first, rest),
                None => return 0,
            };
            let ends_line = |b: u8, before: u8| (b == b'\r') | ((b == b'\n') & (before != b'\r'));
            let mut ends = u64::from(ends_line(first, if after_return { b'\r' } else { 0 }));
            for (rest, before) in rest.chunks(192).zip(bytes.chunks(192)) {
                let pairs = rest.iter().zip(before);
                let n = pairs.fold(0u8, |n, (&b, &a)| n.wrapping_add(u8::from(ends_line(b, a))));
                ends += u64::from(n);
            }
            ends
        }

        fn last_line_end(bytes: &[u8]) -> Option<usize> {
            let is_end = |b: u8| (b == b'\n') | (b == b'\r');
            let mut end = bytes.len();
            for block in bytes.rchunks(BLOCK) {
                end -= block.len();
                if block
                    .iter()
                    .fold(0, |found, &b| found | u8::from(is_end(b)))
                    != 0
                {
                    return block.iter().rposition(|&b| is_end(b)).map(|i| end + i);
                }
            }
            None
        }
    }
}
