//! Subscripts as affine functions of the variables of a parallel loop nest.
//!
//! Why this exists: the dependence tests (`deps.rs`) decide exactly only for subscripts of the
//! form `c_1*i_1 + ... + c_r*i_r + k + (terms that are the same in every iteration)`. This
//! module reads that form off the SSA graph of a parallel loop body: the loop indices are the
//! region's entry-block arguments, constants and integer `add`/`sub`/`mul`-by-constant/`neg`
//! and width conversions combine them, values defined outside the loop are symbols (the same
//! value in every iteration), and a load of a slot the body assigns once, at its start (the
//! front ends keep the loop variable in such a slot), is the value stored. Anything else is
//! not affine, and the tests treat it conservatively.

use crate::entity::{OpId, RegionId, ValueId};
use crate::module::{Function, ValueDef};
use crate::ops::OpKind;
use std::collections::{BTreeMap, HashMap};

/// `sum(coeffs[k] * i_k) + sum(symbols[s] * s) + constant`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Affine {
    pub coeffs: Vec<i64>,
    pub symbols: BTreeMap<ValueId, i64>,
    pub constant: i64,
}

impl Affine {
    fn constant(rank: usize, c: i64) -> Affine {
        Affine {
            coeffs: vec![0; rank],
            symbols: BTreeMap::new(),
            constant: c,
        }
    }

    fn var(rank: usize, k: usize) -> Affine {
        let mut a = Affine::constant(rank, 0);
        a.coeffs[k] = 1;
        a
    }

    fn symbol(rank: usize, s: ValueId) -> Affine {
        let mut a = Affine::constant(rank, 0);
        a.symbols.insert(s, 1);
        a
    }

    /// The value when it does not depend on the loop variables or on symbols.
    pub fn as_constant(&self) -> Option<i64> {
        (self.coeffs.iter().all(|&c| c == 0) && self.symbols.is_empty()).then_some(self.constant)
    }

    fn add(&self, other: &Affine, sign: i64) -> Option<Affine> {
        let mut out = self.clone();
        for (x, y) in out.coeffs.iter_mut().zip(&other.coeffs) {
            *x = x.checked_add(y.checked_mul(sign)?)?;
        }
        for (s, c) in &other.symbols {
            let e = out.symbols.entry(*s).or_insert(0);
            *e = e.checked_add(c.checked_mul(sign)?)?;
        }
        out.symbols.retain(|_, c| *c != 0);
        out.constant = out
            .constant
            .checked_add(other.constant.checked_mul(sign)?)?;
        Some(out)
    }

    fn scale(&self, k: i64) -> Option<Affine> {
        let mut out = self.clone();
        for x in out.coeffs.iter_mut() {
            *x = x.checked_mul(k)?;
        }
        for c in out.symbols.values_mut() {
            *c = c.checked_mul(k)?;
        }
        out.symbols.retain(|_, c| *c != 0);
        out.constant = out.constant.checked_mul(k)?;
        Some(out)
    }
}

/// Reads affine forms of the values of one parallel loop body.
pub struct AffineReader<'f> {
    f: &'f Function,
    region: RegionId,
    /// The loop indices, outermost first.
    indices: Vec<ValueId>,
    /// Slots (pointers) the body stores to once, in its entry block: the value stored.
    single_stores: HashMap<ValueId, ValueId>,
    /// Pointers defined outside the body that the body only loads from.
    read_only: HashMap<ValueId, bool>,
    memo: HashMap<ValueId, Option<Affine>>,
}

impl<'f> AffineReader<'f> {
    /// A reader for the body `region` of a parallel loop op.
    pub fn new(f: &'f Function, region: RegionId) -> AffineReader<'f> {
        let entry = f.regions[region].blocks[0];
        let indices = f.blocks[entry].args.clone();
        let mut ops = Vec::new();
        f.walk_region(region, &mut ops);
        let mut stores: HashMap<ValueId, (usize, Option<ValueId>)> = HashMap::new();
        let mut read_only: HashMap<ValueId, bool> = HashMap::new();
        for &op in &ops {
            let d = &f.ops[op];
            let top = d.block == Some(entry);
            match d.kind {
                OpKind::Store => {
                    read_only.insert(d.operands[0], false);
                    let e = stores.entry(d.operands[1]).or_insert((0, None));
                    e.0 += 1;
                    e.1 = top.then_some(d.operands[0]);
                    read_only.insert(d.operands[1], false);
                }
                OpKind::Load => {
                    read_only.entry(d.operands[0]).or_insert(true);
                }
                _ => {
                    // Any other use (a call, an address computation) may write through it.
                    for &v in &d.operands {
                        read_only.insert(v, false);
                    }
                }
            }
        }
        let single_stores = stores
            .into_iter()
            .filter_map(|(p, (n, v))| (n == 1).then_some(v).flatten().map(|v| (p, v)))
            .collect();
        AffineReader {
            f,
            region,
            indices,
            single_stores,
            read_only,
            memo: HashMap::new(),
        }
    }

    /// The loop indices, outermost first.
    pub fn indices(&self) -> &[ValueId] {
        &self.indices
    }

    /// Is `v` defined outside the loop body (the same value in every iteration)?
    pub fn is_invariant(&self, v: ValueId) -> bool {
        match self.f.value_region(v) {
            Some(r) => !self.f.region_is_within(r, self.region),
            None => false,
        }
    }

    /// The affine form of an integer value, if it has one.
    pub fn affine(&mut self, v: ValueId) -> Option<Affine> {
        self.read(v, 0)
    }

    fn read(&mut self, v: ValueId, depth: usize) -> Option<Affine> {
        if let Some(a) = self.memo.get(&v) {
            return a.clone();
        }
        let a = if depth > 64 {
            None
        } else {
            self.compute(v, depth)
        };
        self.memo.insert(v, a.clone());
        a
    }

    fn compute(&mut self, v: ValueId, depth: usize) -> Option<Affine> {
        let rank = self.indices.len();
        if let Some(k) = self.indices.iter().position(|&i| i == v) {
            return Some(Affine::var(rank, k));
        }
        let f = self.f;
        let op: OpId = match f.values[v].def {
            ValueDef::Result(op, _) => op,
            ValueDef::BlockArg(..) => {
                return self.is_invariant(v).then(|| Affine::symbol(rank, v));
            }
        };
        let d = &f.ops[op];
        if d.kind == OpKind::Constant {
            if !f.value_type(v).is_int() {
                return None;
            }
            return d
                .attrs
                .get("value")
                .and_then(|a| a.as_int())
                .map(|c| Affine::constant(rank, c));
        }
        if self.is_invariant(v) {
            return f.value_type(v).is_int().then(|| Affine::symbol(rank, v));
        }
        let arg = |i: usize, s: &mut Self| s.read(d.operands[i], depth + 1);
        match d.kind {
            OpKind::AddI => arg(0, self)?.add(&arg(1, self)?, 1),
            OpKind::SubI => arg(0, self)?.add(&arg(1, self)?, -1),
            OpKind::NegI => arg(0, self)?.scale(-1),
            OpKind::MulI => {
                let (x, y) = (arg(0, self)?, arg(1, self)?);
                match (x.as_constant(), y.as_constant()) {
                    (Some(c), _) => y.scale(c),
                    (_, Some(c)) => x.scale(c),
                    _ => None,
                }
            }
            OpKind::ExtSI | OpKind::TruncI => arg(0, self),
            OpKind::Load => {
                let p = d.operands[0];
                if let Some(&stored) = self.single_stores.get(&p) {
                    return self.read(stored, depth + 1);
                }
                let invariant_slot =
                    self.is_invariant(p) && self.read_only.get(&p).copied().unwrap_or(false);
                (invariant_slot && f.value_type(v).is_int()).then(|| Affine::symbol(rank, p))
            }
            _ => None,
        }
    }
}
