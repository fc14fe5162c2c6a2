// HDU 4678 "Mine": who wins the minesweeper game? Reads the judge input on stdin, writes
// the answers on stdout. HDU takes no Rust: submit this file where a copy of the problem
// takes Rust (choose edition 2021).
//
// Single file of `hdu4678`: `main`, the problem's module, then the shared modules it uses
// (grid, judge, memory, scanner), without tests or doc comments. Builds alone with Rust
// 1.57 or later, edition 2021 or 2024: `rustc --edition 2021 -O hdu4678.rs`. Made by
// `cargo lab bundle` from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("hdu4678", hdu4678::run);
}

mod hdu4678 {
    use crate::grid::{Adjacency, Flood, Shape};
    use crate::hdu4678::mine_rows::MineRows;
    use crate::judge::{self, Failure, InCase};
    use crate::memory;
    use crate::scanner::{InputError, Scanner};
    use std::collections::TryReserveError;
    use std::io::{Read, Write};

    pub const MINE: u8 = 0x80;

    pub fn count_numbers(board: &MineRows, numbers: &mut Vec<u8>) {
        let (rows, cols) = (board.rows(), board.cols());
        numbers.clear();
        let mine = |r: usize, c: usize| u8::from(board.is_mine(r, c));
        for r in 0..rows {
            let column = |c: usize| {
                let above = if r > 0 { mine(r - 1, c) } else { 0 };
                let below = if r + 1 < rows { mine(r + 1, c) } else { 0 };
                above + mine(r, c) + below
            };
            let (mut left, mut here) = (0, column(0));
            for c in 0..cols {
                let right = if c + 1 < cols { column(c + 1) } else { 0 };
                // A cell's own mine is in the sum, which then means nothing: the mark says so.
                numbers.push((left + here + right) | (mine(r, c) * MINE));
                left = here;
                here = right;
            }
        }
    }

    const TAKEN: u8 = 0x40;

    #[derive(Clone, Debug, Default)]
    pub struct Scratch {
        rows: mine_rows::Scratch,
        numbers: Vec<u8>,
        flood: Flood,
    }

    impl Scratch {
        pub fn reserve(&mut self, shape: Shape) -> Result<(), TryReserveError> {
            self.rows.reserve(shape.rows(), shape.cols())?;
            self.numbers.clear();
            self.numbers.try_reserve_exact(shape.len())?;
            self.flood.reserve(shape.len())
        }
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Verdict {
        pub first_player_wins: bool,
        pub shared_number: Option<(usize, usize)>,
    }

    pub fn solve(board: &MineRows, scratch: &mut Scratch) -> Verdict {
        match mine_rows::play(board, &mut scratch.rows) {
            Some(nim) => Verdict {
                first_player_wins: nim.first_player_wins(),
                shared_number: None,
            },
            None => solve_cell_by_cell(board, scratch),
        }
    }

    #[inline(never)]
    pub fn solve_cell_by_cell(board: &MineRows, scratch: &mut Scratch) -> Verdict {
        let shape = Shape::new(board.rows(), board.cols()).expect("a board read from the input");
        let Scratch { numbers, flood, .. } = scratch;
        count_numbers(board, numbers);
        let mut nim = 0;
        let mut shared = None;
        for first in 0..numbers.len() {
            if numbers[first] == 0 {
                let odd = flood_region(shape, flood, numbers, first, &mut shared);
                nim ^= 1 + u8::from(odd);
            }
        }
        let lone = numbers.iter().filter(|&&n| (1..=8).contains(&n)).count();
        Verdict {
            first_player_wins: nim ^ (lone % 2) as u8 != 0,
            shared_number: shared.and_then(|cell| shape.coords(cell)),
        }
    }

    fn flood_region(
        shape: Shape,
        flood: &mut Flood,
        numbers: &mut [u8],
        first: usize,
        shared: &mut Option<usize>,
    ) -> bool {
        numbers[first] = TAKEN;
        let mut odd = false;
        // The flood reports each reached cell once: a blank of this region (no flood took it,
        // or it would have taken `first` too), a number, or a mine.
        flood.fill(shape, Adjacency::EIGHT, &[first], |cell| {
            let value = numbers[cell];
            match value {
                0 => numbers[cell] = TAKEN,
                1..=8 => {
                    numbers[cell] |= TAKEN;
                    odd = !odd;
                }
                _ if value & MINE == 0 => *shared = Some(shared.map_or(cell, |s| s.min(cell))),
                _ => {}
            }
            value == 0
        });
        odd
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
    ) -> Result<(), InputError> {
        let rows: usize = sc.int_in("the number of rows N", 1..=usize::MAX)?;
        let cols: usize = sc.int_in("the number of columns M", 1..=usize::MAX)?;
        let size = sc.token_pos();
        let shape = Shape::new(rows, cols).ok_or_else(|| {
            let message = format!("a board of {} x {} cells is too large", rows, cols);
            InputError::new(size, message)
        })?;
        let no_room = |_| memory::does_not_fit(size, rows, cols);
        board.reset(rows, cols).map_err(no_room)?;
        let mines: u64 = sc.int("the number of mines K")?;
        read_mines(sc, board, mines)?;
        scratch.reserve(shape).map_err(no_room)
    }

    fn read_mines<R: Read>(
        sc: &mut Scanner<R>,
        board: &mut MineRows,
        mines: u64,
    ) -> Result<(), InputError> {
        let last = [board.rows() - 1, board.cols() - 1];
        let mut row = 0;
        sc.ints_into(
            mines.saturating_mul(2),
            |i| 0..=last[(i % 2) as usize],
            |i| match i % 2 {
                0 => "the row X of a mine",
                _ => "the column Y of a mine",
            },
            |i, coordinate| {
                match i % 2 {
                    0 => row = coordinate,
                    _ => board.lay_mine(row, coordinate),
                }
                Ok(())
            },
        )
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
            read_case(&mut sc, &mut board, &mut scratch).in_case(case)?;
            let verdict = solve(&board, &mut scratch);
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

            #[inline]
            pub fn lay_mine(&mut self, row: usize, col: usize) {
                self.mines[row * self.words + col / BITS] |= 1 << (col % BITS);
            }

            pub fn is_mine(&self, row: usize, col: usize) -> bool {
                self.mines[row * self.words + col / BITS] >> (col % BITS) & 1 == 1
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

        #[inline]
        fn from_left(x: &[u64], i: usize) -> u64 {
            let carry = if i > 0 { x[i - 1] >> (BITS - 1) } else { 0 };
            x[i] << 1 | carry
        }

        #[inline]
        fn from_right(x: &[u64], i: usize) -> u64 {
            let carry = x.get(i + 1).map_or(0, |next| next << (BITS - 1));
            x[i] >> 1 | carry
        }

        struct RunsOf<'a> {
            row: &'a [u64],
            i: usize,
            word: u64,
        }

        fn runs_of(row: &[u64]) -> RunsOf<'_> {
            let word = row.first().copied().unwrap_or(0);
            RunsOf { row, i: 0, word }
        }

        impl Iterator for RunsOf<'_> {
            type Item = (usize, usize);

            #[inline]
            fn next(&mut self) -> Option<(usize, usize)> {
                while self.word == 0 {
                    self.i += 1;
                    self.word = *self.row.get(self.i)?;
                }
                let word = self.word;
                let start = self.i * BITS + word.trailing_zeros() as usize;
                let past = word.wrapping_add(word & word.wrapping_neg());
                if past & !word != 0 {
                    self.word = word & past;
                    return Some((
                        start,
                        self.i * BITS + (past & !word).trailing_zeros() as usize,
                    ));
                }
                loop {
                    self.i += 1;
                    self.word = self.row.get(self.i).copied().unwrap_or(0);
                    if self.i == self.row.len() {
                        return Some((start, self.row.len() * BITS));
                    }
                    if self.word != !0 {
                        let end = (!self.word).trailing_zeros();
                        self.word &= !0 << end;
                        return Some((start, self.i * BITS + end as usize));
                    }
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
        }

        #[derive(Clone, Debug, Default)]
        struct Forest {
            parent: Vec<u32>,
        }

        impl Forest {
            fn root(&mut self, mut label: u32) -> u32 {
                while self.parent[label as usize] != label {
                    let grandparent = self.parent[self.parent[label as usize] as usize];
                    self.parent[label as usize] = grandparent;
                    label = grandparent;
                }
                label
            }

            fn join(&mut self, a: u32, b: u32) -> Option<(u32, u32)> {
                let (a, b) = (self.root(a), self.root(b));
                let (low, high) = if a < b { (a, b) } else { (b, a) };
                (low != high).then(|| {
                    self.parent[high as usize] = low;
                    (low, high)
                })
            }
        }

        #[derive(Clone, Debug, Default)]
        struct Window {
            rows: Vec<Vec<u64>>,
        }

        impl Window {
            fn reset(&mut self, rows: usize, words: usize) {
                self.rows.resize(rows, Vec::new());
                for row in &mut self.rows {
                    row.clear();
                    row.resize(words, 0);
                }
            }

            fn advance(&mut self) {
                self.rows.rotate_left(1);
                if let Some(last) = self.rows.last_mut() {
                    for w in last {
                        *w = 0;
                    }
                }
            }
        }

        #[derive(Clone, Debug, Default)]
        pub struct Scratch {
            blanks: Window,
            numbers: Window,
            suspects: Window,
            credits: Window,
            around: Vec<u64>,
            runs: [RowRuns; 3],
            regions: Forest,
            odd: Vec<bool>,
            apart: Vec<(u32, u32)>,
        }

        impl Scratch {
            pub fn reserve(&mut self, rows: usize, cols: usize) -> Result<(), TryReserveError> {
                let runs = rows.saturating_mul(cols / 4 + 1);
                self.regions.parent.clear();
                self.regions.parent.try_reserve_exact(runs)?;
                self.odd.clear();
                self.odd.try_reserve_exact(runs)?;
                self.apart.clear();
                self.apart.try_reserve_exact(runs)
            }
        }

        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Nim {
            pub even_regions: usize,
            pub odd_regions: usize,
            pub lone_numbers: usize,
        }

        impl Nim {
            pub fn first_player_wins(&self) -> bool {
                (self.even_regions + self.lone_numbers) % 2 == 1 || self.odd_regions % 2 == 1
            }
        }

        pub fn play(board: &MineRows, scratch: &mut Scratch) -> Option<Nim> {
            play_watching(board, scratch, |_, _| {})
        }

        fn play_watching(
            board: &MineRows,
            scratch: &mut Scratch,
            mut watch: impl FnMut(usize, Run),
        ) -> Option<Nim> {
            let words = board.words;
            scratch.blanks.reset(3, words);
            scratch.numbers.reset(3, words);
            scratch.suspects.reset(3, words);
            scratch.credits.reset(3, words);
            scratch.around.clear();
            scratch.around.resize(words, 0);
            for runs in &mut scratch.runs {
                runs.reset(words);
            }
            scratch.regions.parent.clear();
            scratch.odd.clear();
            scratch.apart.clear();
            let mut lone_numbers = 0;
            classify(board, 0, scratch);
            scratch.advance();
            for r in 0..board.rows {
                classify(board, r + 1, scratch);
                lone_numbers += credit_row(scratch);
                if r > 0 && !join_runs(scratch, |run| watch(r - 1, run)) {
                    return None;
                }
                scratch.advance();
            }
            if !join_runs(scratch, |run| watch(board.rows - 1, run)) {
                return None;
            }
            count_regions(scratch, lone_numbers)
        }

        impl Scratch {
            fn advance(&mut self) {
                self.blanks.advance();
                self.numbers.advance();
                self.suspects.advance();
                self.credits.advance();
            }
        }

        fn classify(board: &MineRows, r: usize, scratch: &mut Scratch) {
            let Scratch {
                blanks,
                numbers,
                around,
                ..
            } = scratch;
            let here = match board.row(Some(r)) {
                Some(here) => here,
                None => return,
            };
            let around = &mut around[..here.len()];
            around.copy_from_slice(here);
            for row in [board.row(r.checked_sub(1)), board.row(r.checked_add(1))]
                .iter()
                .flatten()
            {
                for (a, m) in around.iter_mut().zip(*row) {
                    *a |= m;
                }
            }
            let (blank, number) = (blanks.rows.last_mut(), numbers.rows.last_mut());
            let (blank, number) = (blank.expect("3 rows"), number.expect("3 rows"));
            let (blank, number) = (&mut blank[..here.len()], &mut number[..here.len()]);
            for i in 0..here.len() {
                let dilation = around[i] | from_left(around, i) | from_right(around, i);
                blank[i] = !dilation;
                number[i] = dilation & !here[i];
            }
            if let (Some(blank), Some(number)) = (blank.last_mut(), number.last_mut()) {
                let columns = board.columns(board.words - 1);
                *blank &= columns;
                *number &= columns;
            }
        }

        #[inline]
        fn bit(x: &[u64], c: usize) -> bool {
            x[c / BITS] >> (c % BITS) & 1 == 1
        }

        fn credit_row(scratch: &mut Scratch) -> usize {
            let Scratch {
                blanks,
                numbers,
                suspects,
                credits,
                ..
            } = scratch;
            let number = &numbers.rows[1][..];
            let words = number.len();
            let (up, here, down) = (
                &blanks.rows[0][..words],
                &blanks.rows[1][..words],
                &blanks.rows[2][..words],
            );
            let suspect = &mut suspects.rows[2][..words];
            let (credits_up, rest) = credits.rows.split_at_mut(1);
            let (credits_here, credits_down) = rest.split_at_mut(1);
            let mut targets = [
                &mut credits_up[0][..words],
                &mut credits_here[0][..words],
                &mut credits_down[0][..words],
            ];
            let mut carries = [0; 3];
            let mut lone = 0;
            for i in 0..words {
                let neighbours = [
                    from_left(up, i),
                    up[i],
                    from_right(up, i),
                    from_left(here, i),
                    from_right(here, i),
                    from_left(down, i),
                    down[i],
                    from_right(down, i),
                ];
                let mut open = number[i];
                suspect[i] = open & several_groups(neighbours);
                let mut firsts = [0; 8];
                for (first, blank) in firsts.iter_mut().zip(neighbours) {
                    *first = open & blank;
                    open &= !blank;
                }
                lone += open.count_ones() as usize;
                // A number credited to its neighbour at column c - 1 (directions 0, 3, 5) moves one
                // column left, to c + 1 (2, 4, 7) one column right.
                let [f0, f1, f2, f3, f4, f5, f6, f7] = firsts;
                let moves = [(f0, f1, f2), (f3, 0, f4), (f5, f6, f7)];
                for ((row, carry), (left, stay, right)) in targets.iter_mut().zip(&mut carries).zip(moves) {
                    row[i] ^= left >> 1 ^ stay ^ right << 1 ^ *carry;
                    *carry = right >> (BITS - 1);
                    if i > 0 {
                        row[i - 1] ^= left << (BITS - 1);
                    }
                }
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

        fn join_runs(scratch: &mut Scratch, mut watch: impl FnMut(Run)) -> bool {
            let Scratch {
                blanks,
                suspects,
                credits,
                runs,
                regions,
                odd,
                apart,
                ..
            } = scratch;
            runs.rotate_right(1);
            let [current, above, two_above] = runs;
            current.runs.clear();
            prefix_parities(&mut credits.rows[0]);
            let (blank, parities) = (&blanks.rows[0], &credits.rows[0]);
            let (mut next_above, above_runs) = (0, &above.runs[..]);
            let mut parity_before = false;
            for (start, end) in runs_of(blank) {
                let label = match join_above(regions, odd, above_runs, &mut next_above, start, end) {
                    Some(label) => label,
                    None => {
                        let label = odd.len() as u32;
                        odd.push(false);
                        regions.parent.push(label);
                        label
                    }
                };
                let parity = bit(parities, end - 1);
                odd[label as usize] ^= parity ^ parity_before;
                parity_before = parity;
                let run = Run { start, end, label };
                watch(run);
                current.runs.push(run);
            }
            current.finish(blank);
            let rows = [&*two_above, &*above, &*current];
            check_suspects(&suspects.rows[0], rows, regions, apart)
        }

        #[inline(always)]
        fn join_above(
            regions: &mut Forest,
            odd: &mut [bool],
            above: &[Run],
            first: &mut usize,
            start: usize,
            end: usize,
        ) -> Option<u32> {
            while above[*first].end < start {
                *first += 1;
            }
            let mut label = None;
            for other in above[*first..]
                .iter()
                .take_while(|other| other.start <= end)
            {
                label = Some(match label {
                    None => regions.root(other.label),
                    Some(label) => match regions.join(label, other.label) {
                        Some((kept, absorbed)) => {
                            odd[kept as usize] ^= odd[absorbed as usize];
                            kept
                        }
                        None => label,
                    },
                });
            }
            label
        }

        fn check_suspects(
            suspects: &[u64],
            rows: [&RowRuns; 3],
            regions: &mut Forest,
            apart: &mut Vec<(u32, u32)>,
        ) -> bool {
            let mut last = (NO_LABEL, NO_LABEL);
            for (i, &word) in suspects.iter().enumerate() {
                let mut word = word;
                while word != 0 {
                    let c = i * BITS + word.trailing_zeros() as usize;
                    word &= word - 1;
                    let mut first = NO_LABEL;
                    for row in rows {
                        let run = row.first_ending_from(c);
                        if run.start > c + 1 {
                            continue;
                        }
                        if first == NO_LABEL {
                            first = run.label;
                        } else if regions.root(first) != regions.root(run.label)
                            && last != (first, run.label)
                        {
                            if apart.len() == apart.capacity() {
                                return false;
                            }
                            last = (first, run.label);
                            apart.push(last);
                        }
                    }
                }
            }
            true
        }

        #[derive(Clone, Debug, Default)]
        struct RowRuns {
            runs: Vec<Run>,
            by_word: Vec<usize>,
        }

        impl RowRuns {
            fn reset(&mut self, words: usize) {
                self.runs.clear();
                self.runs.push(END_OF_ROW);
                self.by_word.clear();
                self.by_word.resize(words, 0);
            }

            fn finish(&mut self, row: &[u64]) {
                self.runs.push(END_OF_ROW);
                let (mut starts, mut carry) = (0, 0);
                for (first, &word) in self.by_word.iter_mut().zip(row) {
                    *first = starts - carry as usize;
                    let begun = word & !(word << 1 | carry);
                    if begun != 0 {
                        starts += begun.count_ones() as usize;
                    }
                    carry = word >> (BITS - 1);
                }
            }

            fn first_ending_from(&self, c: usize) -> Run {
                let mut k = self.by_word[c / BITS];
                while self.runs[k].end < c {
                    k += 1;
                }
                self.runs[k]
            }
        }

        const END_OF_ROW: Run = Run {
            start: usize::MAX / 2,
            end: usize::MAX / 2,
            label: NO_LABEL,
        };

        const NO_LABEL: u32 = u32::MAX;

        fn count_regions(scratch: &mut Scratch, lone_numbers: usize) -> Option<Nim> {
            let Scratch {
                regions,
                odd,
                apart,
                ..
            } = scratch;
            if apart
                .iter()
                .any(|&(a, b)| regions.root(a) != regions.root(b))
            {
                return None;
            }
            let mut nim = Nim {
                even_regions: 0,
                odd_regions: 0,
                lone_numbers,
            };
            for (label, &odd) in odd.iter().enumerate() {
                if regions.parent[label] == label as u32 {
                    match odd {
                        true => nim.odd_regions += 1,
                        false => nim.even_regions += 1,
                    }
                }
            }
            Some(nim)
        }
    }
}

mod grid {
    use crate::memory;
    use std::collections::TryReserveError;
    use std::ops::Range;

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Adjacency {
        diagonal: bool,
    }

    impl Adjacency {
        pub const EIGHT: Adjacency = Adjacency { diagonal: true };
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Shape {
        rows: usize,
        cols: usize,
        ring: usize,
    }

    impl Shape {
        pub fn new(rows: usize, cols: usize) -> Option<Self> {
            Self::build(rows, cols, 0)
        }

        fn build(rows: usize, cols: usize, ring: usize) -> Option<Self> {
            let stored_rows = rows.checked_add(2 * ring)?;
            let stored_cols = cols.checked_add(2 * ring)?;
            let cells = stored_rows.checked_mul(stored_cols)?;
            if cells <= u32::MAX as usize {
                Some(Shape { rows, cols, ring })
            } else {
                None
            }
        }

        pub fn rows(&self) -> usize {
            self.rows
        }

        pub fn cols(&self) -> usize {
            self.cols
        }

        fn stored_rows(&self) -> usize {
            self.rows + 2 * self.ring
        }

        fn stored_cols(&self) -> usize {
            self.cols + 2 * self.ring
        }

        pub fn len(&self) -> usize {
            self.stored_rows() * self.stored_cols()
        }

        pub fn coords(&self, cell: usize) -> Option<(usize, usize)> {
            let (r, c) = (cell / self.stored_cols(), cell % self.stored_cols());
            let inside = |x: usize, n: usize| x >= self.ring && x < n + self.ring;
            (inside(r, self.rows) && inside(c, self.cols)).then(|| (r - self.ring, c - self.ring))
        }
    }

    #[derive(Clone, Debug, Default)]
    pub struct Flood {
        mark: Vec<u8>,
        marked: Ranges,
        seeds: Seeds,
    }

    #[derive(Clone, Copy, Debug)]
    struct Seed {
        lo: u32,
        hi: u32,
        parent_lo: u32,
        parent_hi: u32,
    }

    #[derive(Clone, Debug, Default)]
    struct Seeds {
        stack: Vec<Seed>,
        most: usize,
        dropped: bool,
    }

    impl Seeds {
        #[inline]
        fn push(&mut self, run: Range<usize>, parent: &Range<usize>) -> bool {
            if self.stack.len() == self.most {
                self.dropped = true;
                return false;
            }
            self.stack.push(Seed {
                lo: run.start as u32,
                hi: run.end as u32,
                parent_lo: parent.start as u32,
                parent_hi: parent.end as u32,
            });
            true
        }
    }

    #[derive(Clone, Debug, Default)]
    struct Ranges {
        ranges: Vec<(u32, u32)>,
        most: usize,
        overflowed: bool,
    }

    impl Ranges {
        #[inline]
        fn record(&mut self, cells: Range<usize>) {
            if self.ranges.len() == self.most {
                self.overflowed = true;
            } else {
                self.ranges.push((cells.start as u32, cells.end as u32));
            }
        }
    }

    const UNREACHED: u8 = 0;
    const WALL: u8 = 1;
    const WAITING: u8 = 2;
    const EXPANDED: u8 = WAITING | 1;
    const UNMARK_BLOCK: usize = 16;

    fn most_kept(cells: usize) -> usize {
        (cells / 64).max(1024)
    }

    impl Flood {
        pub fn reserve(&mut self, cells: usize) -> Result<(), TryReserveError> {
            memory::reserve(&mut self.mark, cells.saturating_add(UNMARK_BLOCK))?;
            memory::reserve(&mut self.seeds.stack, most_kept(cells))?;
            memory::reserve(&mut self.marked.ranges, most_kept(cells))
        }

        pub fn fill(
            &mut self,
            shape: Shape,
            adjacency: Adjacency,
            sources: &[usize],
            mut enter: impl FnMut(usize) -> bool,
        ) {
            self.unmark_all(shape.len());
            let width = shape.stored_cols();
            let Flood {
                mark,
                marked,
                seeds,
            } = self;
            let mark = &mut mark[..shape.len()];
            seeds.stack.clear();
            seeds.most = most_kept(shape.len());
            seeds.dropped = false;
            for &source in sources {
                mark[source] = WAITING;
                marked.record(source..source + 1);
                seeds.push(source..source + 1, &(0..0));
            }
            loop {
                while let Some(seed) = seeds.stack.pop() {
                    expand(shape, adjacency, mark, marked, seeds, seed, &mut enter);
                }
                if !seeds.dropped {
                    break;
                }
                seeds.dropped = false;
                sweep(mark, seeds, width);
            }
        }

        fn unmark_all(&mut self, len: usize) {
            if self.marked.overflowed {
                self.mark.fill(UNREACHED);
            } else {
                for &(start, end) in &self.marked.ranges {
                    for block in (start as usize..end as usize).step_by(UNMARK_BLOCK) {
                        self.mark[block..block + UNMARK_BLOCK].fill(UNREACHED);
                    }
                }
            }
            self.marked.ranges.clear();
            self.marked.most = most_kept(len);
            self.marked.overflowed = false;
            if self.mark.len() < len + UNMARK_BLOCK {
                self.mark.resize(len + UNMARK_BLOCK, UNREACHED);
            }
        }
    }

    #[inline]
    fn expand(
        shape: Shape,
        adjacency: Adjacency,
        mark: &mut [u8],
        marked: &mut Ranges,
        seeds: &mut Seeds,
        seed: Seed,
        enter: &mut impl FnMut(usize) -> bool,
    ) {
        let (lo, hi) = (seed.lo as usize, seed.hi as usize);
        if mark[lo] == EXPANDED {
            return;
        }
        let width = shape.stored_cols();
        let widen = usize::from(adjacency.diagonal);
        let row_start = lo - lo % width;
        let row_end = row_start + width;
        // Waiting to expanded, as a loop that vectorises rather than a `memset` call per
        // short run.
        for m in &mut mark[lo..hi] {
            *m |= EXPANDED;
        }
        let mut left = lo;
        while left > row_start && admit(mark, left - 1, enter) {
            left -= 1;
            mark[left] = EXPANDED;
        }
        let mut right = hi;
        while right < row_end && admit(mark, right, enter) {
            mark[right] = EXPANDED;
            right += 1;
        }
        // The span and the walls that end it, if any.
        marked.record(left.saturating_sub(1).max(row_start)..(right + 1).min(row_end));
        let from = left.saturating_sub(widen).max(row_start);
        let to = (right + widen).min(row_end);
        let parent = seed.parent_lo as usize..seed.parent_hi as usize;
        for row in [row_start.checked_sub(width), Some(row_end)] {
            if let Some(row) = row.filter(|&r| r < shape.len()) {
                let cells = row + (from - row_start)..row + (to - row_start);
                marked.record(cells.clone());
                // The parent span, if in this row, is expanded: only its sides are new.
                let before = cells.start..cells.end.min(parent.start.max(cells.start));
                let after = parent.end.max(cells.start).min(cells.end)..cells.end;
                for part in [before, after] {
                    scan(mark, seeds, part, left..right, enter);
                }
            }
        }
    }

    #[inline]
    fn admit(mark: &mut [u8], cell: usize, enter: &mut impl FnMut(usize) -> bool) -> bool {
        match mark[cell] {
            UNREACHED => {
                let passable = enter(cell);
                mark[cell] = if passable { WAITING } else { WALL };
                passable
            }
            state => state == WAITING,
        }
    }

    #[inline]
    fn scan(
        mark: &mut [u8],
        seeds: &mut Seeds,
        cells: Range<usize>,
        span: Range<usize>,
        enter: &mut impl FnMut(usize) -> bool,
    ) {
        let (mut in_run, mut run_start) = (false, cells.start);
        for cell in cells.clone() {
            let waiting = admit(mark, cell, enter);
            if waiting != in_run {
                if waiting {
                    run_start = cell;
                } else {
                    seeds.push(run_start..cell, &span);
                }
                in_run = waiting;
            }
        }
        if in_run {
            seeds.push(run_start..cells.end, &span);
        }
    }

    fn sweep(mark: &[u8], seeds: &mut Seeds, width: usize) {
        let mut cell = 0;
        while let Some(first) = mark[cell..].iter().position(|&m| m == WAITING) {
            let lo = cell + first;
            let row_end = lo - lo % width + width;
            let run = mark[lo..row_end]
                .iter()
                .take_while(|&&m| m == WAITING)
                .count();
            if !seeds.push(lo..lo + run, &(0..0)) {
                return;
            }
            cell = lo + run;
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
                Failure::Input {
                    case: Some(case),
                    error,
                } => write!(f, "input error in case {} at {}", case, error),
                Failure::Input { case: None, error } => {
                    write!(f, "input error before the first case at {}", error)
                }
                Failure::Output(error) => write!(f, "cannot write the answers: {}", error),
            }
        }
    }

    pub fn warn(warnings: &mut dyn Write, warning: impl fmt::Display) {
        let _ = writeln!(warnings, "{}", warning);
    }

    struct Prefixed {
        problem: &'static str,
        at_line_start: bool,
    }

    impl Write for Prefixed {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            let len = buf
                .iter()
                .position(|&b| b == b'\n')
                .map_or(buf.len(), |i| i + 1);
            if len == 0 {
                return Ok(0);
            }
            let stderr = io::stderr();
            let mut stderr = stderr.lock();
            if self.at_line_start {
                write!(stderr, "{}: ", self.problem)?;
            }
            stderr.write_all(&buf[..len])?;
            self.at_line_start = buf[len - 1] == b'\n';
            Ok(len)
        }

        fn flush(&mut self) -> io::Result<()> {
            io::stderr().flush()
        }
    }

    pub fn expect_end<R: Read>(sc: &mut Scanner<R>, warnings: &mut dyn Write) -> Result<(), Failure> {
        if let Some((pos, byte)) = sc.peek()? {
            let found = InputError::unexpected(pos, "the end of the input", &[byte]);
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
        let mut warnings = Prefixed {
            problem,
            at_line_start: true,
        };
        let result = run(io::stdin(), &mut output, &mut warnings);
        let flushed = output.flush().map_err(Failure::Output);
        if let Err(failure) = result.and(flushed) {
            eprintln!("{}: {}", problem, failure);
            std::process::exit(1);
        }
    }

    fn report_panics_in_one_line(problem: &'static str) {
        std::panic::set_hook(Box::new(move |info| {
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .copied()
                .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
                .unwrap_or("panic");
            let place = info
                .location()
                .map(|l| format!(" at {}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let message = message.replace('\n', " ");
            eprintln!("{}: internal error{}: {}", problem, place, message);
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
    use std::ops::{RangeFull, RangeInclusive};

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
        pub fn unexpected(pos: Pos, what: impl fmt::Display, found: &[u8]) -> Self {
            Self::unexpected_prefix(pos, what, found, found.len() as u64)
        }

        fn unexpected_prefix(pos: Pos, what: impl fmt::Display, shown: &[u8], len: u64) -> Self {
            InputError {
                pos,
                message: format!("expected {}, found {}", what, quote(shown, len)),
            }
        }

        pub fn eof(pos: Pos, what: impl fmt::Display) -> Self {
            InputError {
                pos,
                message: format!("expected {}, found the end of the input", what),
            }
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

    fn quote(shown: &[u8], len: u64) -> String {
        const SHOWN: usize = 24;
        let text = String::from_utf8_lossy(&shown[..shown.len().min(SHOWN)]);
        let more = if len > SHOWN as u64 { "..." } else { "" };
        format!("`{}`{}", text.escape_debug(), more)
    }

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

    impl Number {
        fn of(negative: bool, magnitude: u64) -> Self {
            Number {
                negative,
                magnitude: Some(magnitude),
                odd: magnitude % 2 == 1,
            }
        }
    }

    #[derive(Clone, Copy, Debug)]
    struct NumberParser {
        number: Number,
        bytes: u64,
        digits: bool,
        malformed: bool,
    }

    impl NumberParser {
        fn new() -> Self {
            NumberParser {
                number: Number::of(false, 0),
                bytes: 0,
                digits: false,
                malformed: false,
            }
        }

        fn feed(&mut self, piece: &[u8]) {
            if self.malformed {
                return;
            }
            for &b in piece {
                self.bytes += 1;
                if self.bytes == 1 && (b == b'-' || b == b'+') {
                    self.number.negative = b == b'-';
                    continue;
                }
                let digit = b.wrapping_sub(b'0');
                if digit > 9 {
                    self.malformed = true;
                    return;
                }
                self.digits = true;
                self.number.odd = digit % 2 == 1;
                self.number.magnitude = self
                    .number
                    .magnitude
                    .and_then(|m| m.checked_mul(10)?.checked_add(u64::from(digit)));
            }
        }

        fn finish(&self) -> Option<Number> {
            if self.digits && !self.malformed {
                Some(self.number)
            } else {
                None
            }
        }
    }

    pub trait Integer: Copy {
        fn from_number(number: Number) -> Option<Self>;
        fn from_natural(natural: u64) -> Option<Self>;
        fn range() -> String;
    }

    macro_rules! impl_integer {
        ($($t:ty),*) => {$(
            impl Integer for $t {
                fn from_number(number: Number) -> Option<Self> {
                    let magnitude = i128::from(number.magnitude?);
                    <$t>::try_from(if number.negative { -magnitude } else { magnitude }).ok()
                }
                #[inline]
                fn from_natural(natural: u64) -> Option<Self> {
                    <$t>::try_from(natural).ok()
                }
                fn range() -> String {
                    format!("an integer from {} to {}", <$t>::MIN, <$t>::MAX)
                }
            }
        )*};
    }

    impl_integer!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

    pub trait Bounds<T> {
        fn contains(&self, value: &T) -> bool;
        fn describe(&self) -> String;
    }

    impl<T: Integer> Bounds<T> for RangeFull {
        #[inline]
        fn contains(&self, _: &T) -> bool {
            true
        }

        fn describe(&self) -> String {
            T::range()
        }
    }

    impl<T: Integer + PartialOrd + fmt::Display> Bounds<T> for RangeInclusive<T> {
        #[inline]
        fn contains(&self, value: &T) -> bool {
            self.start() <= value && value <= self.end()
        }

        fn describe(&self) -> String {
            format!("an integer from {} to {}", self.start(), self.end())
        }
    }

    const BLOCK: usize = 32;

    fn first_space(bytes: &[u8]) -> Option<usize> {
        let mut start = 0;
        for block in bytes.chunks(BLOCK) {
            if block.iter().fold(false, |low, &b| low | (b <= b' ')) {
                if let Some(i) = block.iter().position(|&b| is_space(b)) {
                    return Some(start + i);
                }
            }
            start += block.len();
        }
        None
    }

    struct Token {
        pos: Pos,
        len: u64,
        kept: usize,
        span: usize,
    }

    const BUFFER: usize = 1 << 16;
    const NUMBER_KEPT: usize = 40;

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
            self.int_in(what, ..)
        }

        pub fn int_in<T: Integer>(
            &mut self,
            what: impl fmt::Display,
            bounds: impl Bounds<T>,
        ) -> Result<T, InputError> {
            let mut parser = NumberParser::new();
            let token = self.token(NUMBER_KEPT, &what, |piece| {
                parser.feed(piece);
                true
            })?;
            let value = parser.finish().and_then(T::from_number);
            let value = value.filter(|v| bounds.contains(v)).ok_or_else(|| {
                let what = format!("{}, {}", what, bounds.describe());
                let shown = &self.buf[self.start..self.start + token.kept];
                InputError::unexpected_prefix(token.pos, what, shown, token.len)
            });
            self.start += token.span;
            value
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
            keep: usize,
            what: &dyn fmt::Display,
            mut visit: impl FnMut(&[u8]) -> bool,
        ) -> Result<Token, InputError> {
            debug_assert!((1..=NUMBER_KEPT).contains(&keep));
            if !self.skip_whitespace()? {
                return Err(InputError::eof(self.pos(), what));
            }
            let pos = self.pos();
            self.last_token = pos;
            let mut scanned = 0; // token bytes at buf[start..start + scanned], visited
            let mut dropped = 0u64;
            loop {
                let from = self.start + scanned;
                let found = first_space(&self.buf[from..self.end]);
                let to = found.map_or(self.end, |n| from + n);
                let more = visit(&self.buf[from..to]);
                scanned = to - self.start;
                if found.is_some() || !more {
                    break;
                }
                if scanned > keep {
                    // Drop what was visited past the kept bytes: the input offsets of the
                    // bytes read next move on by as much.
                    let drop = scanned - keep;
                    self.base += drop as u64;
                    dropped += drop as u64;
                    self.end = self.start + keep;
                    scanned = keep;
                }
                if !self.refill().map_err(|error| read_error(pos, error))? {
                    break;
                }
            }
            Ok(Token {
                pos,
                len: dropped + scanned as u64,
                kept: scanned.min(keep),
                span: scanned,
            })
        }

        fn skip_whitespace(&mut self) -> Result<bool, InputError> {
            loop {
                let unread = &self.buf[self.start..self.end];
                if let Some(n) = unread.iter().position(|&b| !is_space(b)) {
                    if n > 0 {
                        self.pass_to(self.start + n);
                    }
                    return Ok(true);
                }
                self.pass_to(self.end);
                match self.refill() {
                    Ok(more) if !more => return Ok(false),
                    Ok(_) => {}
                    Err(error) => return Err(read_error(self.pos(), error)),
                }
            }
        }

        fn refill(&mut self) -> io::Result<bool> {
            if self.reader_done {
                return Ok(false);
            }
            debug_assert!(self.end - self.start <= NUMBER_KEPT);
            let kept_from = self.start.saturating_sub(1);
            self.buf.copy_within(kept_from..self.end, 0);
            self.base += kept_from as u64;
            self.start -= kept_from;
            self.end -= kept_from;
            loop {
                match self.reader.read(&mut self.buf[self.end..]) {
                    Ok(0) => {
                        self.reader_done = true;
                        return Ok(false);
                    }
                    Ok(n) => {
                        self.end += n;
                        return Ok(true);
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(e) => return Err(e),
                }
            }
        }
    }

    fn read_error(pos: Pos, error: io::Error) -> InputError {
        InputError::new(pos, format!("cannot read the input: {}", error))
    }

    mod swar {
        pub const WORD: usize = 8;

        const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
        pub const HIGH: u64 = 0x8080_8080_8080_8080;
        const ONES: u64 = 0x0101_0101_0101_0101;

        #[inline]
        pub fn word(bytes: &[u8]) -> u64 {
            let mut word = [0; WORD];
            word.copy_from_slice(&bytes[..WORD]);
            u64::from_le_bytes(word)
        }

        #[inline]
        pub fn below(word: u64, n: u8) -> u64 {
            debug_assert!(n <= 128);
            !(((word & LOW7) + ONES * u64::from(0x80 - n)) | word) & HIGH
        }

        #[inline]
        pub fn equal(word: u64, byte: u8) -> u64 {
            below(word ^ (ONES * u64::from(byte)), 1)
        }

        #[inline]
        pub fn spaces(word: u64) -> u64 {
            equal(word, b' ') | (below(word, b'\r' + 1) & !below(word, b'\t'))
        }

        #[inline]
        pub fn digits(word: u64) -> u64 {
            below(word ^ (ONES * u64::from(b'0')), 10)
        }

        #[inline]
        pub fn gather(flags: u64) -> u64 {
            ((flags >> 7).wrapping_mul(0x0102_0408_1020_4080)) >> 56
        }

        #[inline]
        pub fn parse_digits(word: u64, len: usize) -> Option<u64> {
            debug_assert!(len > 0);
            if len <= WORD / 2 {
                let x = (word as u32 & 0x0f0f_0f0f) << (8 * (WORD / 2 - len));
                let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00ff_00ff;
                Some(u64::from((x.wrapping_mul(100) + (x >> 16)) & 0xffff))
            } else if len <= WORD {
                let x = (word & 0x0f0f_0f0f_0f0f_0f0f) << (8 * (WORD - len));
                let x = (x.wrapping_mul(10) + (x >> 8)) & 0x00ff_00ff_00ff_00ff;
                let x = (x.wrapping_mul(100) + (x >> 16)) & 0x0000_ffff_0000_ffff;
                Some((x.wrapping_mul(10_000) + (x >> 32)) & 0xffff_ffff)
            } else {
                None
            }
        }
    }

    mod bulk {
        use crate::scanner::swar;
        use crate::scanner::{Bounds, InputError, Integer, Scanner};
        use std::fmt;
        use std::io::Read;

        impl<R: Read> Scanner<R> {
            pub fn ints_into<T, B, D>(
                &mut self,
                count: u64,
                bounds: impl Fn(u64) -> B,
                what: impl Fn(u64) -> D,
                mut take: impl FnMut(u64, T) -> Result<(), String>,
            ) -> Result<(), InputError>
            where
                T: Integer,
                B: Bounds<T>,
                D: fmt::Display,
            {
                let mut i = 0;
                while i < count {
                    let mut refused = None;
                    let bulk = self.naturals(|natural| {
                        if i == count {
                            return false;
                        }
                        match T::from_natural(natural).filter(|v| bounds(i).contains(v)) {
                            Some(value) => match take(i, value) {
                                Ok(()) => {
                                    i += 1;
                                    true
                                }
                                Err(message) => {
                                    refused = Some(message);
                                    false
                                }
                            },
                            None => false,
                        }
                    });
                    if let Some(message) = refused {
                        // `naturals` stopped just before the refused token.
                        self.skip_whitespace()?;
                        return Err(InputError::new(self.pos(), message));
                    }
                    if !bulk {
                        self.int_into(i, &bounds, &what, &mut take)?;
                        i += 1;
                    }
                }
                Ok(())
            }

            #[inline(never)]
            fn int_into<T, B, D>(
                &mut self,
                i: u64,
                bounds: impl Fn(u64) -> B,
                what: impl Fn(u64) -> D,
                mut take: impl FnMut(u64, T) -> Result<(), String>,
            ) -> Result<(), InputError>
            where
                T: Integer,
                B: Bounds<T>,
                D: fmt::Display,
            {
                let value = self.int_in(what(i), bounds(i))?;
                take(i, value).map_err(|message| InputError::new(self.token_pos(), message))
            }

            fn naturals(&mut self, take: impl FnMut(u64) -> bool) -> bool {
                match read(&self.buf[self.start..self.end], take) {
                    Some(run) => {
                        let (last, end) = (self.start + run.last, self.start + run.end);
                        self.pass_run_to(last);
                        self.last_token = self.pos();
                        // The last number's digits: no line end among them.
                        self.start = end;
                        true
                    }
                    None => false,
                }
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
        const WINDOW: usize = BLOCK + swar::WORD;

        struct Run {
            last: usize,
            end: usize,
        }

        #[inline]
        fn read(bytes: &[u8], mut take: impl FnMut(u64) -> bool) -> Option<Run> {
            let (mut run, mut at) = (None, 0);
            while let Some(window) = bytes.get(at..at + WINDOW) {
                let window: &[u8; WINDOW] = window.try_into().expect("a window");
                let (digits, spaces) = classes(&window[..BLOCK]);
                let after_digit = digits << 1;
                let other = !(digits | spaces);
                let before_other = (other & other.wrapping_neg()).wrapping_sub(1);
                let all_starts = digits & !after_digit;
                let all_ends = spaces & after_digit & before_other;
                let (mut starts, mut ends) = (all_starts, all_ends);
                while ends != 0 {
                    let first = starts.trailing_zeros() as usize;
                    let end = ends.trailing_zeros() as usize;
                    match swar::parse_digits(swar::word(&window[first..]), end - first) {
                        Some(value) if take(value) => {}
                        _ => break,
                    }
                    starts &= starts - 1;
                    ends &= ends - 1;
                }
                let taken = all_ends ^ ends;
                if taken == 0 {
                    break;
                }
                let last = at + highest_bit(all_starts ^ starts);
                at += highest_bit(taken);
                run = Some(Run { last, end: at });
                if ends != 0 {
                    break;
                }
            }
            run
        }

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

        fn highest_bit(bits: u64) -> usize {
            63 - bits.leading_zeros() as usize
        }

        #[inline]
        fn classes(block: &[u8]) -> (u64, u64) {
            if only_digits_and_spaces(block) {
                let digits = flags(block, |word| word << 3 & swar::HIGH);
                (digits, !digits)
            } else {
                exact_classes(block)
            }
        }

        #[inline(never)]
        fn exact_classes(block: &[u8]) -> (u64, u64) {
            (flags(block, swar::digits), flags(block, swar::spaces))
        }

        #[inline]
        fn flags(block: &[u8], property: impl Fn(u64) -> u64) -> u64 {
            let words = block.chunks_exact(swar::WORD).enumerate();
            words.fold(0, |mask, (i, chunk)| {
                mask | swar::gather(property(swar::word(chunk))) << (swar::WORD * i)
            })
        }

        #[inline]
        fn only_digits_and_spaces(bytes: &[u8]) -> bool {
            let other = |b: u8| (b.wrapping_sub(b'0') > 9) & (b != b' ') & (b.wrapping_sub(b'\t') > 4);
            bytes.iter().fold(0, |found, &b| found | u8::from(other(b))) == 0
        }
    }
}
