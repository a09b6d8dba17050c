//! Writes to the elements a parallel loop reads through REMOTE_ACCESS (Fortran-DVMH §7.3,
//! C-DVMH §7.3), for both front ends.
//!
//! Why this exists: a REMOTE_ACCESS buffer is a copy of the named elements gathered once,
//! before the loop. When the same loop also assigns one of those elements, the iterations that
//! read it through the buffer see its old value, while the serial program (and the DVMH
//! semantics of an independent loop) would see the new one on one side of the write: the result
//! silently depends on the distribution. So a write that hits an element of a buffer is an
//! error, and one that may hit it is a warning.
//!
//! A loop may write other elements of the same array: Gauss elimination reads the pivot row
//! `A[i][]` remotely while it updates the rows `k = i+1 ...`. So the written and the buffered
//! elements are compared dimension by dimension as sets of indices: a subscript `a*I + b` over
//! the nest's variable `I` spans `I`'s bounds, which may be symbolic (`i + 1 .. N - 1`, with `i`
//! a variable the loop does not assign), a constant or invariant subscript is one index, `[]`
//! (`:`) the whole dimension. One dimension whose sets are provably apart makes the write
//! harmless; when every dimension provably meets (and no loop variable ties two dimensions
//! together, which sets per dimension cannot see), the write hits the buffer.

use super::locality::{Lin, Pos};

/// One subscript of a REMOTE_ACCESS reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferDim {
    /// `[]` / `:`: the whole dimension.
    All,
    At(Lin),
    /// Not `a*I + b` (+ an invariant variable): anything.
    Unknown,
}

/// A REMOTE_ACCESS reference of the loop.
#[derive(Clone, Debug)]
pub struct Buffer {
    pub array: u32,
    /// As written (`A[i][]`, `X(J+1)`), for messages.
    pub text: String,
    pub dims: Vec<BufferDim>,
}

/// The values a variable of the nest takes: from `first` by `step` while not past `last`
/// (each `c + s*V` with `V` an invariant variable: no loop variable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bound {
    pub first: Lin,
    pub last: Lin,
    pub step: i64,
}

/// How a written element relates to a buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Apart,
    Hits,
    Maybe,
}

/// The indices a subscript spans in one dimension: `lo ..= hi` (invariant-affine, exact
/// [`Lin`]s), `dense` when it takes every index between them.
#[derive(Clone, Copy, Debug)]
struct Extent {
    lo: Lin,
    hi: Lin,
    dense: bool,
}

fn exact(x: Lin, c: i64) -> Lin {
    Lin {
        axis: None,
        a: 0,
        lo: c,
        hi: c,
        sym: x.sym,
    }
}

/// The indices `x` spans over the nest, when they can be bounded.
fn extent(x: Lin, bounds: &[Option<Bound>]) -> Option<Extent> {
    let Some(axis) = x.axis else {
        return Some(Extent {
            lo: exact(x, x.lo),
            hi: exact(x, x.hi),
            dense: x.lo == x.hi,
        });
    };
    let b = bounds.get(axis).copied().flatten()?;
    if b.first.axis.is_some() || b.last.axis.is_some() || b.step == 0 {
        return None;
    }
    let (min, max) = if b.step > 0 {
        (b.first, b.last)
    } else {
        (b.last, b.first)
    };
    let (p, q) = (min.scale(x.a)?, max.scale(x.a)?);
    let (p, q) = if x.a > 0 { (p, q) } else { (q, p) };
    let rest = |c| exact(x, c);
    Some(Extent {
        lo: p.plus(rest(x.lo))?,
        hi: q.plus(rest(x.hi))?,
        dense: x.lo == x.hi && x.a.checked_mul(b.step).is_some_and(|s| s.abs() == 1),
    })
}

/// `x - y` when it is a known constant.
fn diff(x: Lin, y: Lin) -> Option<i64> {
    x.minus(y)?.constant()
}

/// Compares the indices of a buffer and of a write in one dimension. Each set is taken as
/// nonempty (a write that never happens hits nothing either), so `x <= y` also follows from
/// `x <= lo` and `hi <= y` of either set.
fn dim_verdict(buffer: Extent, write: Extent) -> Verdict {
    let below = |x: Lin, y: Lin| diff(x, y).is_some_and(|d| d < 0);
    if below(write.hi, buffer.lo) || below(buffer.hi, write.lo) {
        return Verdict::Apart;
    }
    let direct = |x: Lin, y: Lin| diff(y, x).is_some_and(|d| d >= 0);
    let le = |x: Lin, y: Lin| {
        direct(x, y)
            || [buffer, write]
                .iter()
                .any(|e| direct(x, e.lo) && direct(e.hi, y))
    };
    let meet = buffer.dense && write.dense && le(buffer.lo, write.hi) && le(write.lo, buffer.hi);
    if meet {
        Verdict::Hits
    } else {
        Verdict::Maybe
    }
}

/// Does the element at `write` (one position per dimension) hit `buffer`, with the nest's
/// variables taking `bounds`?
pub fn verdict(buffer: &Buffer, write: &[Pos], bounds: &[Option<Bound>]) -> Verdict {
    let mut result = Verdict::Hits;
    // The dimensions each loop variable appears in.
    let mut axes: Vec<(usize, usize)> = Vec::new();
    for (k, d) in buffer.dims.iter().enumerate() {
        let w = write.get(k).copied().unwrap_or(Pos::Unknown);
        let here = match (d, w) {
            (BufferDim::All, _) => Verdict::Hits,
            (BufferDim::Unknown, _) | (_, Pos::Unknown | Pos::All) => Verdict::Maybe,
            (BufferDim::At(b), Pos::At(x)) => {
                for axis in [b.axis, x.axis].into_iter().flatten() {
                    axes.push((axis, k));
                }
                match (extent(*b, bounds), extent(x, bounds)) {
                    (Some(b), Some(x)) => dim_verdict(b, x),
                    _ => Verdict::Maybe,
                }
            }
        };
        match here {
            Verdict::Apart => return Verdict::Apart,
            Verdict::Maybe => result = Verdict::Maybe,
            Verdict::Hits => {}
        }
    }
    let tied = axes
        .iter()
        .any(|&(a, k)| axes.iter().any(|&(b, j)| a == b && k != j));
    if result == Verdict::Hits && tied {
        Verdict::Maybe
    } else {
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(v: i64) -> Lin {
        Lin::range(v, v)
    }

    fn inv(v: u32, k: i64) -> Lin {
        Lin::invariant(v).plus(c(k)).unwrap() // ok: small constants
    }

    fn buffer(dims: Vec<BufferDim>) -> Buffer {
        Buffer {
            array: 0,
            text: String::new(),
            dims,
        }
    }

    #[test]
    fn gauss_pivot_row_is_apart_from_the_rows_below() {
        // remote A[i][], writes A[k][j], k = i+1 .. N-1, j = i+1 .. N.
        let b = buffer(vec![BufferDim::At(Lin::invariant(0)), BufferDim::All]);
        let bounds = [
            Some(Bound {
                first: inv(0, 1),
                last: inv(1, -1),
                step: 1,
            }),
            Some(Bound {
                first: inv(0, 1),
                last: Lin::invariant(1),
                step: 1,
            }),
        ];
        let w = [Pos::At(Lin::var(0)), Pos::At(Lin::var(1))];
        assert_eq!(verdict(&b, &w, &bounds), Verdict::Apart);
    }

    #[test]
    fn the_pivot_row_itself_is_hit() {
        // remote A[p][], writes A[k][j], k = p .. N-1: k = p whenever the loop runs.
        let b = buffer(vec![BufferDim::At(Lin::invariant(0)), BufferDim::All]);
        let bounds = [
            Some(Bound {
                first: Lin::invariant(0),
                last: c(15),
                step: 1,
            }),
            None,
        ];
        let w = [Pos::At(Lin::var(0)), Pos::At(Lin::var(1))];
        assert_eq!(verdict(&b, &w, &bounds), Verdict::Hits);
    }

    #[test]
    fn a_constant_inside_the_written_range_is_hit() {
        let b = buffer(vec![BufferDim::At(c(0))]);
        let bounds = [Some(Bound {
            first: c(0),
            last: c(15),
            step: 1,
        })];
        assert_eq!(verdict(&b, &[Pos::At(Lin::var(0))], &bounds), Verdict::Hits);
        // Odd indices only: not provably hit.
        let bounds = [Some(Bound {
            first: c(1),
            last: c(15),
            step: 2,
        })];
        assert_eq!(
            verdict(&b, &[Pos::At(Lin::var(0))], &bounds),
            Verdict::Apart
        );
        let b = buffer(vec![BufferDim::At(c(2))]);
        assert_eq!(
            verdict(&b, &[Pos::At(Lin::var(0))], &bounds),
            Verdict::Maybe
        );
    }

    #[test]
    fn one_variable_in_two_dimensions_is_not_proof() {
        // remote B[i][i+1] against B[i][i].
        let b = buffer(vec![
            BufferDim::At(Lin::var(0)),
            BufferDim::At(Lin::var(0).plus(c(1)).unwrap()), // ok: small constants
        ]);
        let bounds = [Some(Bound {
            first: c(0),
            last: c(9),
            step: 1,
        })];
        let w = [Pos::At(Lin::var(0)), Pos::At(Lin::var(0))];
        assert_eq!(verdict(&b, &w, &bounds), Verdict::Maybe);
    }
}
