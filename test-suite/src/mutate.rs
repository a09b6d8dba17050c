//! Deterministic mutation of Fortran-DVMH programs, for robustness runs of the whole pipeline.
//!
//! A fuzzer that flips random bytes mostly produces programs the front end rejects at the first
//! token; these mutations are the mistakes people make instead (an index off by one, a loop
//! bound past the end, a wrong operator, a missing or extra statement, a directive clause
//! dropped or changed, a divisor that can be zero), so most mutants still compile and their
//! executables exercise the runtime: out-of-bounds accesses, non-local references, division by
//! zero, endless loops. Every mutant is a pure function of (program, seed), so a failure
//! reproduces from its seed.

/// A small deterministic generator (xorshift64*).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// What one mutation did (for reports).
#[derive(Clone, Debug)]
pub struct Mutant {
    pub text: String,
    pub description: String,
}

/// Applies 1 or 2 mutations chosen by `seed` to `program`.
pub fn mutate(program: &str, seed: u64) -> Mutant {
    let mut rng = Rng::new(seed);
    let mut lines: Vec<String> = program.lines().map(String::from).collect();
    let mut done = Vec::new();
    for _ in 0..1 + rng.below(2) {
        // A mutation that finds nothing to change (no literal on the chosen line) is redrawn.
        if let Some(what) = (0..20).find_map(|_| mutate_once(&mut lines, &mut rng)) {
            done.push(what);
        }
    }
    let mut text = lines.join("\n");
    text.push('\n');
    Mutant {
        text,
        description: done.join("; "),
    }
}

/// Lines that hold code or directives (not comments or blank), by index.
fn code_lines(lines: &[String]) -> Vec<usize> {
    let is_code = |l: &String| {
        if is_directive(l) {
            return true;
        }
        let t = l.trim_start();
        !t.is_empty() && !t.starts_with('!') && !l.starts_with(['c', 'C', '*'])
    };
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| is_code(l))
        .map(|(i, _)| i)
        .collect()
}

fn is_directive(line: &str) -> bool {
    let t = line.trim_start().to_ascii_lowercase();
    t.starts_with("!dvm$") || t.starts_with("cdvm$") || t.starts_with("*dvm$")
}

/// Byte ranges of the integer literals of a line (outside quotes).
fn integer_literals(line: &str) -> Vec<(usize, usize)> {
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut quote: Option<u8> = None;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if let Some(q) = quote {
            if c == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        if c == b'\'' || c == b'"' {
            quote = Some(c);
            i += 1;
            continue;
        }
        if c == b'!' {
            break;
        }
        let starts_word = i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric()
                || bytes[i - 1] == b'_'
                || bytes[i - 1] == b'.');
        if c.is_ascii_digit() && starts_word {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let ends_word = i == bytes.len()
                || !(bytes[i].is_ascii_alphanumeric() || bytes[i] == b'.' || bytes[i] == b'_');
            if ends_word {
                out.push((start, i));
            }
            continue;
        }
        i += 1;
    }
    out
}

/// Positions of a character outside quotes and comments.
fn positions_of(line: &str, wanted: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut quote: Option<u8> = None;
    for (i, &c) in line.as_bytes().iter().enumerate() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == b'\'' || c == b'"' => quote = Some(c),
            None if c == b'!' && i > 0 => break,
            None if wanted.contains(&c) => out.push(i),
            None => {}
        }
    }
    out
}

/// Is the line an assignment (`target = expression`, not a declaration, DO or directive)?
fn assignment(line: &str) -> Option<usize> {
    let eq = line.find('=')?;
    let head = line[..eq].trim().to_ascii_lowercase();
    let bytes = line.as_bytes();
    let comparison = bytes.get(eq + 1) == Some(&b'=')
        || eq > 0 && matches!(bytes[eq - 1], b'<' | b'>' | b'/' | b'=');
    let keyword = [
        "do ", "if", "integer", "real", "logical", "double", "print", "write",
    ]
    .iter()
    .any(|k| head.starts_with(k));
    (!comparison && !keyword && !is_directive(line) && !line.contains("::")).then_some(eq)
}

/// A label is an integer at the start of a statement or after GOTO, DO or a format reference.
fn is_label_position(line: &str, start: usize) -> bool {
    let before = line[..start].trim_end().to_ascii_lowercase();
    before.is_empty()
        || before.ends_with("goto")
        || before.ends_with("go to")
        || before.ends_with("do")
        || before.ends_with("print")
        || before.ends_with("(*,")
        || before.ends_with(',') && before.contains("goto")
}

fn mutate_once(lines: &mut Vec<String>, rng: &mut Rng) -> Option<String> {
    let code = code_lines(lines);
    if code.is_empty() {
        return None;
    }
    let at = *rng.pick(&code);
    let line = lines[at].clone();
    match rng.below(10) {
        // An integer literal changed: off by one, doubled, zero, negative, large.
        0..=3 => {
            let lits: Vec<(usize, usize)> = integer_literals(&line)
                .into_iter()
                .filter(|&(s, _)| !is_label_position(&line, s))
                .collect();
            let &(s, e) = lits.get(rng.below(lits.len().max(1)))?;
            let v: i64 = line[s..e].parse().ok()?;
            let new = match rng.below(6) {
                0 => v + 1,
                1 => v - 1,
                2 => v * 2,
                3 => 0,
                4 => -v,
                _ => v + 7,
            };
            let mut l = line.clone();
            let text = if new < 0 {
                format!("({new})")
            } else {
                new.to_string()
            };
            l.replace_range(s..e, &text);
            lines[at] = l;
            Some(format!("line {}: {} -> {}", at + 1, &line[s..e], text))
        }
        // An operator of an assignment's expression changed.
        4 => {
            let eq = assignment(&line)?;
            let ops: Vec<usize> = positions_of(&line, b"+-*/")
                .into_iter()
                .filter(|&p| p > eq)
                .collect();
            let &p = ops.get(rng.below(ops.len().max(1)))?;
            let old = line.as_bytes()[p];
            // Leave `**` and `//` alone.
            let near = |d: isize| line.as_bytes().get((p as isize + d) as usize).copied();
            if near(-1) == Some(old) || near(1) == Some(old) {
                return None;
            }
            let new = *rng.pick(b"+-*/");
            let mut l = line.clone();
            l.replace_range(p..p + 1, &(new as char).to_string());
            lines[at] = l;
            Some(format!(
                "line {}: '{}' -> '{}'",
                at + 1,
                old as char,
                new as char
            ))
        }
        // A subscript of an assignment shifted: `(i` -> `(i+1`.
        5 | 6 => {
            assignment(&line)?;
            let opens = positions_of(&line, b"(,");
            let &p = opens.get(rng.below(opens.len().max(1)))?;
            let rest = &line[p + 1..];
            let name_len = rest
                .bytes()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == b'_')
                .count();
            if name_len == 0 || !rest.as_bytes()[0].is_ascii_alphabetic() {
                return None;
            }
            let shift = *rng.pick(&["+1", "-1", "+2", "*2", "-2"]);
            let mut l = line.clone();
            l.insert_str(p + 1 + name_len, shift);
            lines[at] = l;
            Some(format!(
                "line {}: index {}{}",
                at + 1,
                &rest[..name_len],
                shift
            ))
        }
        // An assignment deleted.
        7 => {
            assignment(&line)?;
            let old = lines.remove(at);
            Some(format!("line {} deleted: {}", at + 1, old.trim()))
        }
        // A directive clause dropped or changed.
        8 if is_directive(&line) => {
            let lower = line.to_ascii_lowercase();
            let swaps: &[(&str, &str)] = &[
                ("block", "*"),
                ("shadow_renew", "private"),
                ("reduction(sum", "reduction(max"),
                ("reduction(max", "reduction(min"),
                (", corner", ""),
                ("shadow_renew(", "shadow_renew(b, "),
            ];
            let (from, to) = *rng.pick(swaps);
            let p = lower.find(from)?;
            let mut l = line.clone();
            l.replace_range(p..p + from.len(), to);
            lines[at] = l;
            Some(format!("line {}: directive '{from}' -> '{to}'", at + 1))
        }
        // A divisor that is zero somewhere, in an assignment's expression.
        _ => {
            let eq = assignment(&line)?;
            let var = *rng.pick(&["i", "j", "n"]);
            let mut l = line.clone();
            l.insert_str(
                eq + 1,
                &format!(" (1 / ({var} - {var} + {})) * ", rng.below(2)),
            );
            lines[at] = l;
            Some(format!("line {}: divisor inserted", at + 1))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROGRAM: &str = "program p\n  integer :: a(10), i\n!dvm$ distribute a(block)\n!dvm$ parallel (i) on a(i)\n  do i = 1, 10\n    a(i) = i * 2 + 1\n  end do\n  print *, a(3)\nend program p\n";

    #[test]
    fn mutants_are_deterministic_and_differ() {
        let a = mutate(PROGRAM, 7);
        assert_eq!(a.text, mutate(PROGRAM, 7).text);
        let distinct: std::collections::HashSet<String> =
            (0..50).map(|s| mutate(PROGRAM, s).text).collect();
        assert!(
            distinct.len() > 30,
            "only {} distinct mutants",
            distinct.len()
        );
        assert!(distinct.iter().all(|m| m.starts_with("program p")));
    }

    #[test]
    fn literals_skip_names_reals_and_strings() {
        assert_eq!(
            integer_literals("a1 = 2 + x3 * 4.5 + 'x 7' + 8"),
            vec![(5, 6), (28, 29)]
        );
    }
}
