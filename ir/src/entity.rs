//! Typed `u32` handles and the dense arenas that own IR entities.
//!
//! Every IR entity (value, op, block, region) lives in an arena owned by its function and is
//! named by a small `Copy` handle. Handles are never references, so passes can hold them while
//! mutating the function (the cranelift `PrimaryMap` / naga `Arena` pattern).

use std::fmt;
use std::marker::PhantomData;

/// A handle type: a newtype over a `u32` index into an [`Arena`].
pub trait EntityRef: Copy + Eq + std::hash::Hash + Ord + fmt::Debug {
    fn new(index: usize) -> Self;
    fn index(self) -> usize;
}

macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);

        impl EntityRef for $name {
            fn new(index: usize) -> Self {
                $name(u32::try_from(index).expect("IR arena overflow")) // ok: 4G entities
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
    };
}

entity!(
    /// An SSA value: an op result or a block argument.
    ValueId,
    "v"
);
entity!(
    /// An operation.
    OpId,
    "op"
);
entity!(
    /// A basic block: arguments plus a list of ops.
    BlockId,
    "bb"
);
entity!(
    /// A region: a list of blocks owned by an op (or the function body).
    RegionId,
    "r"
);

/// A dense arena: entities are pushed and addressed by handle; never removed (dead entities are
/// simply unreachable from the function body).
#[derive(Clone)]
pub struct Arena<K: EntityRef, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> Arena<K, V> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, value: V) -> K {
        let key = K::new(self.items.len());
        self.items.push(value);
        key
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn keys(&self) -> impl Iterator<Item = K> {
        (0..self.items.len()).map(K::new)
    }

    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;
    fn index(&self, key: K) -> &V {
        &self.items[key.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for Arena<K, V> {
    fn index_mut(&mut self, key: K) -> &mut V {
        &mut self.items[key.index()]
    }
}

impl<K: EntityRef, V: fmt::Debug> fmt::Debug for Arena<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// A side table keyed by handle, filled lazily with a default value.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    items: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            items: Vec::new(),
            default,
            _key: PhantomData,
        }
    }

    pub fn get(&self, key: K) -> &V {
        self.items.get(key.index()).unwrap_or(&self.default)
    }

    pub fn set(&mut self, key: K, value: V) {
        if key.index() >= self.items.len() {
            self.items.resize(key.index() + 1, self.default.clone());
        }
        self.items[key.index()] = value;
    }
}
