// Nowcoder 2022 multi-school 6 M "Z-Game on grid": which outcomes can Alice force? Reads
// the judge input on stdin, writes the answers on stdout. Submit to Nowcoder (practice copy
// NC239809) as "Rust".
//
// Single file of `nowcoder_grid`: `main`, the problem's module with its documentation
// (the rule, why it holds, the complexity), then the shared modules it uses (judge,
// memory, scanner); without tests or other doc comments. Builds alone with Rust 1.57 or
// later, edition 2021 or 2024: `rustc --edition 2021 -O nowcoder_grid.rs`. Made by
// `cargo lab bundle` from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("nowcoder_grid", nowcoder_grid::run);
}

// Nowcoder 2022 multi-school round 6, M "Z-Game on grid": which outcomes can Alice force?
//
// Rule: a piece starts on (1,1) of an n x m grid of `A`, `B` and `.`; Alice moves first,
// then the players alternate, each move going one cell right or one cell down inside the
// grid. Whenever the piece stands on `A` Alice wins, on `B` Bob wins (the start cell
// included), and reaching (n,m) with the game still running is a draw. For each outcome
// (win, draw, loss for Alice) the question is whether Alice can force it whatever Bob
// does.
//
// Idea: a game on a DAG, solved backwards, one bit per cell and question: "Alice can
// force this outcome from here". The piece has made `i + j - 2` moves on (i,j), so the
// cell is Alice's to move from when `i + j` is even. A letter ends the game (its bit is
// whether it is the outcome asked), a free (n,m) is a draw, a free cell on the last row
// or column has one move (its bit is its successor's), and any other free cell takes the
// OR of its right and lower successors' bits on Alice's cells and the AND on Bob's. By
// induction on the distance to (n,m) each bit is exactly "Alice can force it from here",
// so the three bits of (1,1) are the answer.
//
// Along a row, from right to left, each cell either sets its bit whatever its right
// neighbour holds (a letter; Alice with 1 below; Bob with 0 below) or passes its right
// neighbour's bit on (Alice with 0 below; Bob with 1 below). That is a carry chain, so a
// whole row is settled by one integer addition per 64 columns (`settle_row`). The grid
// is kept as two bitsets per row (its `A` cells and its `B` cells), columns reversed so
// that column m is bit 0 and carries run leftwards on the board.
//
// The game is the same on the transposed grid: the map (i,j) -> (j,i) keeps the start
// (1,1), sends the end (n,m) to (m,n) and a move right to a move down (and back), keeps
// every letter, and keeps i + j, so whose turn it is. It maps the plays of one grid onto
// the plays of the other, with the same outcomes, so each question has the same answer.
// A grid with more rows than columns is therefore stored transposed, so that a stored row
// is never shorter than there are stored rows: the last word of each stored row wastes
// at most 63 bits of each bitset, O(min(n, m)) words in all, whatever the shape (a
// 12.5 M x 1 grid takes 3 MB, not two words a row).
//
// The words are stored in the order the input fills them, so that the grid grows as its
// cells arrive (a header alone costs nothing, a truncated grid what arrived): a stored
// row's words from its first column's to its last's, stored row after stored row; or,
// transposed, where an input row fills one bit of a word of every stored row, the words
// of the first 64 input rows (bit by bit), then of the next 64, and so on.
//
// Why the grid is kept: the answer needs the rows bottom-up and they arrive top-down.
// After h rows, a top-down pass must still know, per question, the function F mapping
// the bits of row h+1 to the bit of (1,1); a row h+1 of letters realises any bits, so
// prefixes with different F must leave different states. Enumerating every F that some
// prefix yields gives 3, 5, 11, 28, 88, 306, 1,288, 5,861 for m = 1..8 (per row parity):
// the ratios keep rising (1.7 to 4.6), faster growth than c^m on this range, so an
// O(m)-bit state looks out of reach (O(m log m) bits is not ruled out, but we know of no
// such summary that a row updates cheaply). So the grid is kept, at 2 bits per cell
// (64 KB for 500 x 500), plus O(n + m) bits of working state.
//
// Complexity per grid: O(n*m) time to read it, O(n * m/64) to solve; 2 bits per cell
// plus O(n + m) words, reserved as the cells arrive (the working state once they have).
mod nowcoder_grid {
    use crate::judge::{self, Failure, InCase};
    use crate::memory;
    use crate::scanner::{Alphabet, InputError, Scanner};
    use std::collections::TryReserveError;
    use std::fmt;
    use std::io::{Read, Write};

    const CELLS: Alphabet = Alphabet::new("AB.");
    const BITS: usize = u64::BITS as usize;
    const EVEN_BITS: u64 = 0x5555_5555_5555_5555;

    #[derive(Clone, Debug)]
    pub struct Board {
        rows: usize,
        cols: usize,
        transposed: bool,
        words: usize,
        pad: usize,
        a: Vec<u64>,
        b: Vec<u64>,
        next_row: usize,
        next_col: usize,
        staged: [u8; BITS],
        filled: usize,
    }

    impl Default for Board {
        fn default() -> Self {
            let mut board = Board {
                rows: 0,
                cols: 0,
                transposed: false,
                words: 0,
                pad: 0,
                a: Vec::new(),
                b: Vec::new(),
                next_row: 0,
                next_col: 0,
                staged: [b'.'; BITS],
                filled: 0,
            };
            board.start(1, 1);
            board
        }
    }

    impl Board {
        pub fn start(&mut self, n: usize, m: usize) {
            self.transposed = n > m;
            let (rows, cols) = if self.transposed { (m, n) } else { (n, m) };
            self.rows = rows;
            self.cols = cols;
            self.words = cols / BITS + usize::from(cols % BITS != 0);
            self.pad = self.words * BITS - cols;
            self.a.clear();
            self.b.clear();
            self.next_row = 0;
            self.next_col = 0;
            self.filled = 0;
        }

        pub fn push(&mut self, mut cells: &[u8]) -> Result<(), TryReserveError> {
            let input_cols = if self.transposed {
                self.rows
            } else {
                self.cols
            };
            while !cells.is_empty() {
                let (part, rest) = cells.split_at(cells.len().min(input_cols - self.next_col));
                if self.transposed {
                    self.push_into_column(part)?;
                } else {
                    self.push_into_row(part)?;
                }
                self.next_col += part.len();
                if self.next_col == input_cols {
                    self.next_col = 0;
                    self.next_row += 1;
                }
                cells = rest;
            }
            Ok(())
        }

        fn total_words(&self) -> usize {
            self.rows.saturating_mul(self.words)
        }

        fn push_into_row(&mut self, mut cells: &[u8]) -> Result<(), TryReserveError> {
            if self.next_col == 0 && cells.len() == self.cols {
                return self.push_whole_row(cells);
            }
            if self.next_col == 0 {
                self.staged[..self.pad].fill(b'.');
                self.filled = self.pad;
            }
            while !cells.is_empty() {
                if self.filled == 0 && cells.len() >= BITS {
                    let (words, rest) = cells.split_at(cells.len() / BITS * BITS);
                    self.make_room(words.len() / BITS)?;
                    for chunk in words.chunks_exact(BITS) {
                        let chunk = <&[u8; BITS]>::try_from(chunk).expect("a whole word");
                        self.push_word(letters_of(chunk));
                    }
                    cells = rest;
                } else {
                    let n = cells.len().min(BITS - self.filled);
                    self.staged[self.filled..self.filled + n].copy_from_slice(&cells[..n]);
                    self.filled += n;
                    cells = &cells[n..];
                    if self.filled == BITS {
                        self.make_room(1)?;
                        self.push_word(letters_of(&self.staged));
                        self.filled = 0;
                    }
                }
            }
            Ok(())
        }

        fn push_whole_row(&mut self, row: &[u8]) -> Result<(), TryReserveError> {
            self.make_room(self.words)?;
            let (first, rest) = row.split_at(BITS - self.pad);
            self.push_word(letters_of(&padded(first)));
            for chunk in rest.chunks_exact(BITS) {
                let chunk = <&[u8; BITS]>::try_from(chunk).expect("a whole word");
                self.push_word(letters_of(chunk));
            }
            Ok(())
        }

        fn push_into_column(&mut self, cells: &[u8]) -> Result<(), TryReserveError> {
            let c = self.next_row + self.pad;
            let base = (c / BITS) * self.rows + self.next_col;
            let bit = BITS - 1 - c % BITS;
            let end = base + cells.len();
            if self.a.len() < end {
                self.make_room(end - self.a.len())?;
                self.a.resize(end, 0);
                self.b.resize(end, 0);
            }
            let words = self.a[base..end].iter_mut().zip(&mut self.b[base..end]);
            for ((a, b), &cell) in words.zip(cells) {
                *a |= u64::from(cell == b'A') << bit;
                *b |= u64::from(cell == b'B') << bit;
            }
            Ok(())
        }

        fn make_room(&mut self, more: usize) -> Result<(), TryReserveError> {
            let total = self.total_words();
            memory::grow(&mut self.a, more, total)?;
            memory::grow(&mut self.b, more, total)
        }

        fn push_word(&mut self, (a, b): (u64, u64)) {
            self.a.push(a);
            self.b.push(b);
        }

        fn with_row(&self, r: usize, settle: impl FnOnce(&mut dyn Iterator<Item = (u64, u64)>)) {
            if self.transposed {
                let word = |k: usize| (self.a[k * self.rows + r], self.b[k * self.rows + r]);
                settle(&mut (0..self.words).rev().map(word))
            } else {
                let span = r * self.words..(r + 1) * self.words;
                let (a, b) = (&self.a[span.clone()], &self.b[span]);
                settle(&mut a.iter().zip(b).rev().map(|(&a, &b)| (a, b)))
            }
        }
    }

    fn padded(chunk: &[u8]) -> [u8; BITS] {
        let mut cells = [b'.'; BITS];
        cells[BITS - chunk.len()..].copy_from_slice(chunk);
        cells
    }

    fn letters_of(cells: &[u8; BITS]) -> (u64, u64) {
        const LOW: u64 = 0x0101_0101_0101_0101;
        let gather = |bits: u64| bits.wrapping_mul(0x8040_2010_0804_0201) >> 56;
        let (mut a, mut letters) = (0, 0);
        for group in cells.chunks_exact(8) {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(group);
            let cells = u64::from_le_bytes(bytes);
            a = a << 8 | gather(cells & LOW);
            letters = letters << 8 | gather(cells >> 6 & LOW);
        }
        (a, letters & !a)
    }

    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct Forcible {
        pub win: bool,
        pub draw: bool,
        pub loss: bool,
    }

    impl fmt::Display for Forcible {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let word = |yes| if yes { "yes" } else { "no" };
            let (win, draw, loss) = (word(self.win), word(self.draw), word(self.loss));
            write!(f, "{} {} {}", win, draw, loss)
        }
    }

    #[derive(Clone, Copy, PartialEq, Eq)]
    enum Outcome {
        Win,
        Draw,
        Loss,
    }

    impl Outcome {
        const ALL: [Outcome; 3] = [Outcome::Win, Outcome::Draw, Outcome::Loss];

        fn letters(self, a: u64, b: u64) -> (u64, u64) {
            match self {
                Outcome::Win => (a, b),
                Outcome::Draw => (0, a | b),
                Outcome::Loss => (b, a),
            }
        }
    }

    fn settle_row(
        outcome: Outcome,
        letters: impl Iterator<Item = (u64, u64)>,
        alice: u64,
        below: &mut [u64],
        right_of_m: bool,
    ) {
        let mut carry = u64::from(right_of_m);
        for (bits, (a, b)) in below.iter_mut().zip(letters) {
            let (one, zero) = outcome.letters(a, b);
            let free = !(one | zero);
            let set = one | (free & alice & *bits);
            let pass = free & (alice ^ *bits);
            let (partial, over) = set.overflowing_add(set | pass);
            let (sum, over_again) = partial.overflowing_add(carry);
            let carry_in = sum ^ pass; // bit k: the carry into position k
            *bits = set | (pass & carry_in);
            carry = u64::from(over | over_again);
        }
    }

    #[derive(Clone, Debug, Default)]
    pub struct Scratch {
        bits: [Vec<u64>; 3],
    }

    impl Scratch {
        pub fn reserve(&mut self, board: &Board) -> Result<(), TryReserveError> {
            self.bits
                .iter_mut()
                .try_for_each(|bits| memory::reserve(bits, board.words))
        }
    }

    pub fn solve(board: &Board, scratch: &mut Scratch) -> Forcible {
        assert_eq!(board.a.len(), board.total_words(), "a whole grid");
        let alice_of = |r: usize| match (r + 1 + board.cols) % 2 {
            0 => EVEN_BITS,
            _ => !EVEN_BITS,
        };
        let last = board.rows - 1;
        for bits in &mut scratch.bits {
            bits.clear();
            bits.resize(board.words, !alice_of(last));
        }
        for r in (0..=last).rev() {
            for (outcome, below) in Outcome::ALL.into_iter().zip(&mut scratch.bits) {
                let right_of_m = match r == last {
                    true => outcome == Outcome::Draw,
                    false => below[0] & 1 == 1,
                };
                board.with_row(r, |letters| {
                    settle_row(outcome, letters, alice_of(r), below, right_of_m)
                });
            }
        }
        let column_1 = board.cols - 1;
        let at_start = |bits: &[u64]| bits[column_1 / BITS] >> (column_1 % BITS) & 1 == 1;
        let [win, draw, loss] = &scratch.bits;
        Forcible {
            win: at_start(win),
            draw: at_start(draw),
            loss: at_start(loss),
        }
    }

    pub fn read_board<R: Read>(
        sc: &mut Scanner<R>,
        board: &mut Board,
        scratch: &mut Scratch,
    ) -> Result<(), InputError> {
        let rows = sc.int_in("the number of rows n", 1..=usize::MAX)?;
        let cols = sc.int_in("the number of columns m", 1..=usize::MAX)?;
        let size = sc.token_pos();
        let no_room = |_| memory::does_not_fit(size, rows, cols);
        board.start(rows, cols);
        for r in 1..=rows {
            let push = |cells: &[u8]| board.push(cells).map_err(no_room);
            sc.wide_row(cols, &CELLS, format_args!("row {} of the grid", r), push)?;
        }
        scratch.reserve(board).map_err(no_room)
    }

    pub fn run<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of test cases T")?;
        let mut board = Board::default();
        let mut scratch = Scratch::default();
        for case in 1..=cases {
            read_board(&mut sc, &mut board, &mut scratch).in_case(case)?;
            writeln!(output, "{}", solve(&board, &mut scratch))?;
        }
        judge::expect_end(&mut sc, warnings)
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

    const FIRST_STEP: usize = 1 << 12;

    pub fn grow<T>(v: &mut Vec<T>, more: usize, total: usize) -> Result<(), TryReserveError> {
        let needed = v.len().saturating_add(more);
        if needed <= v.capacity() {
            return Ok(());
        }
        let doubled = v.capacity().saturating_mul(2).max(FIRST_STEP);
        let target = doubled.min(total).max(needed);
        v.try_reserve_exact(target - v.len())
    }

    pub fn reserve<T>(v: &mut Vec<T>, total: usize) -> Result<(), TryReserveError> {
        v.try_reserve_exact(total.saturating_sub(v.len()))
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

    pub struct Alphabet {
        allowed: [bool; 256],
        text: &'static str,
    }

    impl Alphabet {
        pub const fn new(text: &'static str) -> Self {
            let bytes = text.as_bytes();
            let mut allowed = [false; 256];
            let mut i = 0;
            while i < bytes.len() {
                assert!(!is_space(bytes[i]), "a cell cannot be whitespace");
                allowed[bytes[i] as usize] = true;
                i += 1;
            }
            Alphabet { allowed, text }
        }

        fn first_outside(&self, bytes: &[u8]) -> Option<usize> {
            bytes.iter().position(|&b| !self.allowed[b as usize])
        }
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

        pub fn row(
            &mut self,
            len: usize,
            alphabet: &Alphabet,
            what: impl fmt::Display,
            mut take: impl FnMut(&[u8]) -> Result<(), InputError>,
        ) -> Result<(), InputError> {
            // `seen`: the row's bytes so far; `clean`: those before the first outside the
            // alphabet, if any (`bad`).
            let (mut seen, mut clean, mut bad, mut refused) = (0u64, 0u64, None, None);
            let pos = self.token(&what, |piece| {
                seen += piece.len() as u64;
                if bad.is_some() {
                    return true;
                }
                let outside = alphabet.first_outside(piece);
                let good = &piece[..outside.unwrap_or(piece.len())];
                bad = outside.map(|i| piece[i]);
                let wanted = &good[..good.len().min((len as u64).saturating_sub(clean) as usize)];
                clean += good.len() as u64;
                if wanted.is_empty() {
                    return true;
                }
                match take(wanted) {
                    Ok(()) => true,
                    Err(error) => {
                        refused = Some(error);
                        false
                    }
                }
            })?;
            if let Some(error) = refused {
                return Err(error);
            }
            if seen != len as u64 {
                let s = if seen == 1 { "" } else { "s" };
                let found = format!("{} character{}", seen, s);
                let message = format!("expected {} of {} cells, found {}", what, len, found);
                return Err(InputError::new(pos, message));
            }
            match bad {
                Some(byte) => {
                    let pos = Pos {
                        line: pos.line,
                        col: pos.col + clean,
                    };
                    let what = format!("one of `{}` in {}", alphabet.text, what);
                    Err(InputError::unexpected(pos, what, &[byte], 1))
                }
                None => Ok(()),
            }
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

    mod wide_rows {
        use crate::scanner::{is_space, Alphabet, InputError, Scanner};
        use std::fmt;
        use std::io::Read;

        impl<R: Read> Scanner<R> {
            pub fn wide_row(
                &mut self,
                len: usize,
                alphabet: &Alphabet,
                what: impl fmt::Display,
                mut take: impl FnMut(&[u8]) -> Result<(), InputError>,
            ) -> Result<(), InputError> {
                if self.whole_row_buffered(len, alphabet)? {
                    let first = self.start;
                    self.last_token = self.pos();
                    self.start += len;
                    return take(&self.buf[first..first + len]);
                }
                self.row(len, alphabet, what, take)
            }

            fn whole_row_buffered(&mut self, len: usize, alphabet: &Alphabet) -> Result<bool, InputError> {
                Ok(self.skip_whitespace()?
                    && self.end - self.start > len
                    && is_space(self.buf[self.start + len])
                    && contains_all(alphabet, &self.buf[self.start..self.start + len]))
            }
        }

        #[inline]
        fn contains_all(alphabet: &Alphabet, bytes: &[u8]) -> bool {
            let [a, b, c, d] = match *alphabet.text.as_bytes() {
                [a] => [a; 4],
                [a, b] => [a, b, a, b],
                [a, b, c] => [a, b, c, a],
                [a, b, c, d] => [a, b, c, d],
                _ => return alphabet.first_outside(bytes).is_none(),
            };
            let outside = |x: u8| (x != a) & (x != b) & (x != c) & (x != d);
            bytes.iter().fold(0, |bad, &x| bad | u8::from(outside(x))) == 0
        }
    }
}
