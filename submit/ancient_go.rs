// HDU 5546 "Ancient Go" (CCPC 2015): can black kill a white stone in one move? Reads the
// judge input on stdin, writes the answers on stdout. HDU takes no Rust: submit this file
// where a copy of the problem takes Rust (choose edition 2021).
//
// Single file of `ancient_go`: `main`, the problem's module with its documentation (the
// rule, why it holds, the complexity), then the shared modules it uses (grid, judge,
// scanner); without tests or other doc comments. Builds alone with Rust 1.57 or later,
// edition 2021 or 2024: `rustc --edition 2021 -O ancient_go.rs`. Made by
// `cargo lab bundle` from the grid-games sources: change those and regenerate.

#![forbid(unsafe_code)]

fn main() {
    judge::main("ancient_go", ancient_go::run);
}

// HDU 5546 "Ancient Go": can black kill a white stone with one move?
//
// Rule: black puts a stone on an empty point; then every white 4-connected group that
// touches no empty point dies (white is checked before black, so a capture is never
// suicide). The new stone fills exactly one empty point, so it kills a group exactly
// when that point is the group's only liberty. Hence black can kill iff some white group
// has exactly one *distinct* liberty; counting a point twice because two stones of the
// group touch it is the classic wrong answer. A group with no liberty at all (an illegal
// position) is not killable by this rule, as in the judge's solutions.
//
// So each white group is searched from one of its stones, 4-connected, through white
// stones, by the plain `grid::bfs` (81 points need no span flood): the search marks each
// point next to the group when it first meets it, so the empty ones it meets are the
// group's distinct liberties, and black kills iff some search meets exactly one. O(cells)
// per board: each stone is searched once, each point met at most four times.
mod ancient_go {
    use crate::grid::{self, Shape};
    use crate::judge::{self, Failure, InCase};
    use crate::scanner::{Alphabet, InputError, Scanner};
    use std::io::{Read, Write};

    pub const SIZE: usize = 9;
    pub const EMPTY: u8 = b'.';
    pub const WHITE: u8 = b'o';
    const POINTS: Alphabet = Alphabet::new(".xo");

    pub type Board = [u8; SIZE * SIZE];

    pub fn solve(board: &Board) -> bool {
        let shape = Shape::new(SIZE, SIZE).expect("a 9x9 board fits");
        let mut queue = Vec::with_capacity(SIZE * SIZE);
        // The first stone of the last group that met each point: a group meets a point once.
        let mut met_by = [NONE; SIZE * SIZE];
        (0..SIZE * SIZE).any(|stone| {
            if board[stone] != WHITE || met_by[stone] != NONE {
                return false;
            }
            met_by[stone] = stone;
            let mut liberties = 0;
            grid::bfs(&mut queue, shape, [stone], |point| {
                if met_by[point] == stone {
                    return false;
                }
                met_by[point] = stone;
                liberties += usize::from(board[point] == EMPTY);
                board[point] == WHITE
            });
            liberties == 1
        })
    }

    const NONE: usize = usize::MAX;

    pub fn read_board<R: Read>(sc: &mut Scanner<R>) -> Result<Board, InputError> {
        let mut board = [EMPTY; SIZE * SIZE];
        for (r, row) in board.chunks_exact_mut(SIZE).enumerate() {
            let mut filled = 0;
            sc.row(
                SIZE,
                &POINTS,
                format_args!("row {} of the board", r + 1),
                |points| {
                    row[filled..filled + points.len()].copy_from_slice(points);
                    filled += points.len();
                    Ok(())
                },
            )?;
        }
        Ok(board)
    }

    pub fn answer_line(case: usize, kill: bool) -> String {
        let verdict = if kill { "Can kill" } else { "Can not kill" };
        format!("Case #{}: {} in one move!!!", case, verdict)
    }

    pub fn run<R: Read, W: Write>(
        input: R,
        output: &mut W,
        warnings: &mut dyn Write,
    ) -> Result<(), Failure> {
        let mut sc = Scanner::new(input);
        let cases: usize = sc.int("the number of test cases T")?;
        for case in 1..=cases {
            let board = read_board(&mut sc).in_case(case)?;
            writeln!(output, "{}", answer_line(case, solve(&board)))?;
        }
        judge::expect_end(&mut sc, warnings)
    }
}

mod grid {
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
            let cells = rows
                .checked_add(2 * ring)?
                .checked_mul(cols.checked_add(2 * ring)?)?;
            (cells <= u32::MAX as usize).then(|| Shape { rows, cols, ring })
        }

        fn stored_rows(&self) -> usize {
            self.rows + 2 * self.ring
        }

        fn stored_cols(&self) -> usize {
            self.cols + 2 * self.ring
        }

        #[inline]
        pub fn for_each_neighbour(&self, cell: usize, mut visit: impl FnMut(usize)) {
            let (rows, cols) = (self.stored_rows(), self.stored_cols());
            // Cells and widths fit in u32 (the invariant), and a 32-bit division costs much less
            // than a 64-bit one on common x86 cores: this runs for every cell a search expands.
            let (r, c) = (cell as u32 / cols as u32, cell as u32 % cols as u32);
            let (r, c) = (r as usize, c as usize);
            let (up, down, left, right) = (r > 0, r + 1 < rows, c > 0, c + 1 < cols);
            if up {
                visit(cell - cols);
            }
            if left {
                visit(cell - 1);
            }
            if right {
                visit(cell + 1);
            }
            if down {
                visit(cell + cols);
            }
        }
    }

    pub fn bfs(
        queue: &mut Vec<u32>,
        shape: Shape,
        sources: impl IntoIterator<Item = usize>,
        mut enter: impl FnMut(usize) -> bool,
    ) {
        queue.clear();
        // Cells fit in u32: the Shape invariant.
        queue.extend(sources.into_iter().map(|cell| cell as u32));
        let mut next = 0;
        while let Some(&cell) = queue.get(next) {
            next += 1;
            shape.for_each_neighbour(cell as usize, |neighbour| {
                if enter(neighbour) {
                    queue.push(neighbour as u32);
                }
            });
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

mod scanner {
    use std::fmt;
    use std::io::{self, Read};

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
}
