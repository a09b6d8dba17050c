//! Distributed arrays: declared bounds and shadow widths, the mapping onto a template, and this
//! process's storage (its owned block widened by the shadow widths, clipped to the bounds,
//! zero-initialised, column-major).
//!
//! The object handed to programs starts with the `dvmh_view` that compiled handlers read, so it
//! is `#[repr(C)]` with the view first. Every process can compute the owned and stored boxes of
//! every other process from the mapping alone; the exchange module relies on that.

use std::collections::BTreeMap;
use std::ffi::{c_char, c_void, CStr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::abi::types::{dvmh_view, DvmhArray};
use crate::boxes::{DenseLayout, IndexBox, MAX_RANK};
use crate::distrib::{check_images, AxisRule, DimFormat, Mapping, Template, TemplateError};
use crate::fault::{RtError, RtResult};
use crate::grid::ProcGrid;
use crate::signals::zones;
use crate::state::Runtime;
use crate::storage::ZeroedBuffer;
use crate::types::ElemType;

/// Marks live array objects, to catch stale or foreign handles early.
const MAGIC: u64 = 0x4456_4d48_4152_5259; // "DVMHARRY"

/// The live array objects by creation number (the same on every process, as every process
/// creates the same arrays in the same order): REDISTRIBUTE finds the arrays aligned with a
/// template here and remaps them in this order, which the point-to-point exchanges need.
static LIVE: Mutex<BTreeMap<u64, usize>> = Mutex::new(BTreeMap::new());
static NEXT_SERIAL: AtomicU64 = AtomicU64::new(0);

fn live() -> std::sync::MutexGuard<'static, BTreeMap<u64, usize>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

/// Where an array lives on this process once it is distributed or aligned.
pub struct Placement {
    mapping: Mapping,
    owned: IndexBox,
    layout: DenseLayout,
    /// Names the storage's guard zones; declared before `storage` so that it is forgotten
    /// before the memory is unmapped.
    _zones: Option<zones::Registration>,
    storage: ZeroedBuffer,
}

impl Placement {
    pub fn mapping(&self) -> &Mapping {
        &self.mapping
    }

    /// The indices this process owns (computes).
    pub fn owned(&self) -> &IndexBox {
        &self.owned
    }

    /// The layout of the local storage (owned block plus shadow edges).
    pub fn layout(&self) -> &DenseLayout {
        &self.layout
    }

    pub fn storage(&self) -> &[u8] {
        self.storage.as_slice()
    }

    pub fn storage_mut(&mut self) -> &mut [u8] {
        self.storage.as_mut_slice()
    }
}

/// Everything about an array except the view.
pub struct ArrayState {
    pub name: String,
    pub ty: ElemType,
    pub bounds: IndexBox,
    shadow_lo: [i64; MAX_RANK],
    shadow_hi: [i64; MAX_RANK],
    placement: Option<Placement>,
    /// Mapped by DISTRIBUTE/REDISTRIBUTE (the root of an alignment tree), not by ALIGN.
    distributed: bool,
    /// Creation number, the key of the live-array registry.
    serial: u64,
    /// Arrays aligned with this one before it was mapped (a deferred DISTRIBUTE), by
    /// creation number, with their rules: placed when this array is.
    pending: Vec<(u64, Vec<AxisRule>)>,
    /// The processor arrangement and its section (0-based coordinates per dimension; empty:
    /// all of it) the next DISTRIBUTE or REDISTRIBUTE uses (`ONTO P(1:2)`, set by
    /// `dvmh_onto`); taken by it.
    pub onto: Option<Onto>,
    /// Which shadow elements are current (checked builds' locality check).
    pub shadows: crate::shadow_currency::ShadowCurrency,
}

/// `ONTO P(l:h, ...)` of a distribution: `arrangement` is P's shape (`None`: the processor
/// grid), `section` its 0-based bounds per dimension (empty: the whole of it).
#[derive(Clone, Debug)]
pub struct Onto {
    pub arrangement: Option<(String, ProcGrid)>,
    pub section: Vec<(usize, usize)>,
}

impl ArrayState {
    pub fn rank(&self) -> usize {
        self.bounds.rank()
    }

    /// `A(1:10, 0:5)` for messages.
    pub fn describe(&self) -> String {
        format!("{}{}", self.name, self.bounds)
    }

    /// The placement, or an error naming `call` when the array is not mapped yet.
    pub fn placement(&self, call: &str) -> RtResult<&Placement> {
        self.placement
            .as_ref()
            .ok_or_else(|| unplaced(call, &self.name))
    }

    pub fn placement_mut(&mut self, call: &str) -> RtResult<&mut Placement> {
        self.placement
            .as_mut()
            .ok_or_else(|| unplaced(call, &self.name))
    }

    pub fn is_placed(&self) -> bool {
        self.placement.is_some()
    }

    /// Was the array mapped by DISTRIBUTE or REDISTRIBUTE (rather than aligned)?
    pub fn is_distributed(&self) -> bool {
        self.distributed
    }

    /// The placement once the array is distributed or aligned.
    pub fn placement_if_placed(&self) -> Option<&Placement> {
        self.placement.as_ref()
    }

    /// The indices owned by the process at `coords`.
    pub fn owned_box_at(&self, mapping: &Mapping, grid: &ProcGrid, coords: &[usize]) -> IndexBox {
        mapping.owned_box(&self.bounds, grid, coords)
    }

    /// The stored box for an owned box: widened by the shadow widths, clipped to the bounds.
    pub fn stored_box_for(&self, owned: &IndexBox) -> IndexBox {
        let r = self.rank();
        owned.widened(&self.shadow_lo[..r], &self.shadow_hi[..r], &self.bounds)
    }
}

/// The error of a call that needs a mapped array.
fn unplaced(call: &str, name: &str) -> RtError {
    RtError::collective(format!(
        "{call}: array {name} is neither distributed nor aligned (a deferred DISTRIBUTE maps it at its first REDISTRIBUTE)"
    ))
}

/// The object behind a `DvmhArray *`.
#[repr(C)]
pub struct ArrayObject {
    /// Must stay the first field: compiled code reads it straight from the handle.
    pub view: dvmh_view,
    magic: u64,
    pub state: ArrayState,
}

/// The array name from a C string (`"?"` when absent).
///
/// # Safety
/// `name` is null or points to a NUL-terminated string.
pub unsafe fn name_from_c(name: *const c_char) -> String {
    if name.is_null() {
        return "?".to_string();
    }
    // SAFETY: per the contract.
    unsafe { CStr::from_ptr(name) }
        .to_string_lossy()
        .into_owned()
}

impl ArrayObject {
    /// A new, not yet mapped array; the caller validated rank, type and widths.
    pub fn new(
        name: String,
        ty: ElemType,
        bounds: IndexBox,
        shadow_lo: &[i64],
        shadow_hi: &[i64],
    ) -> Box<ArrayObject> {
        let mut lo = [0; MAX_RANK];
        let mut hi = [0; MAX_RANK];
        lo[..shadow_lo.len()].copy_from_slice(shadow_lo);
        hi[..shadow_hi.len()].copy_from_slice(shadow_hi);
        Box::new(ArrayObject {
            view: dvmh_view {
                base: std::ptr::null_mut(),
                lo: [0; 7],
                stride: [0; 7],
            },
            magic: MAGIC,
            state: ArrayState {
                name,
                ty,
                bounds,
                shadow_lo: lo,
                shadow_hi: hi,
                placement: None,
                distributed: false,
                serial: NEXT_SERIAL.fetch_add(1, Ordering::Relaxed),
                pending: Vec::new(),
                onto: None,
                shadows: Default::default(),
            },
        })
    }

    pub fn into_handle(self: Box<ArrayObject>) -> *mut DvmhArray {
        let serial = self.state.serial;
        let handle = Box::into_raw(self);
        live().insert(serial, handle as usize);
        handle as *mut DvmhArray
    }

    /// The live arrays mapped onto `template` (through any alignment chain), in creation
    /// order, each with its handle.
    pub fn mapped_onto(template: &Arc<Template>) -> Vec<*mut DvmhArray> {
        live()
            .values()
            .map(|&p| p as *mut DvmhArray)
            .filter(|&p| {
                // SAFETY: registered pointers are live objects (they leave the registry in
                // `free_handle` before they are destroyed).
                let object = unsafe { &*(p as *const ArrayObject) };
                object
                    .state
                    .placement
                    .as_ref()
                    .is_some_and(|pl| Arc::ptr_eq(pl.mapping.template(), template))
            })
            .collect()
    }

    /// The object behind a handle; an error for null or foreign pointers.
    ///
    /// # Safety
    /// `handle` must be null or a pointer the program got from `dvmh_array_create` (a freed
    /// handle is caught in most cases by the magic number, but using one is a program error).
    pub unsafe fn from_handle<'a>(
        handle: *mut DvmhArray,
        call: &str,
    ) -> RtResult<&'a mut ArrayObject> {
        if handle.is_null() {
            return Err(RtError::collective(format!(
                "{call}: the array handle is null"
            )));
        }
        let object = handle as *mut ArrayObject;
        // SAFETY: per the contract the pointer came from `into_handle`.
        let object = unsafe { &mut *object };
        if object.magic != MAGIC {
            return Err(RtError::collective(format!(
                "{call}: the array handle is invalid (freed or foreign)"
            )));
        }
        Ok(object)
    }

    /// Shared access to the object behind a handle, for calls made by compiled code on several
    /// threads at once (checks inside parallel loops); an error of this process for null or
    /// foreign pointers.
    ///
    /// # Safety
    /// As [`from_handle`](ArrayObject::from_handle); nothing changes the object meanwhile.
    pub unsafe fn shared_from_handle<'a>(
        handle: *const DvmhArray,
        call: &str,
    ) -> RtResult<&'a ArrayObject> {
        if handle.is_null() {
            return Err(RtError::local(format!("{call}: the array handle is null")));
        }
        // SAFETY: per the contract the pointer came from `into_handle`.
        let object = unsafe { &*(handle as *const ArrayObject) };
        if object.magic != MAGIC {
            return Err(RtError::local(format!(
                "{call}: the array handle is invalid (freed or foreign)"
            )));
        }
        Ok(object)
    }

    /// Takes the object back from its handle for destruction.
    ///
    /// # Safety
    /// As [`from_handle`](ArrayObject::from_handle); the handle must not be used afterwards.
    pub unsafe fn free_handle(handle: *mut DvmhArray, call: &str) -> RtResult<()> {
        // SAFETY: forwarded contract.
        let object = unsafe { Self::from_handle(handle, call) }?;
        object.magic = 0;
        live().remove(&object.state.serial);
        // SAFETY: the pointer came from Box::into_raw in `into_handle`.
        drop(unsafe { Box::from_raw(object as *mut ArrayObject) });
        Ok(())
    }

    /// `DISTRIBUTE`: the array becomes the root of its own alignment tree.
    pub fn distribute(&mut self, rt: &Runtime, formats: &[DimFormat]) -> RtResult<()> {
        self.check_unmapped("dvmh_distribute")?;
        let template = self.template_for(rt, formats, "DISTRIBUTE")?;
        self.state.distributed = true;
        self.place(rt, Mapping::identity(Arc::new(template)))
    }

    /// The template of a (RE)DISTRIBUTE of this array by `formats` on the grid.
    pub fn template_for(
        &mut self,
        rt: &Runtime,
        formats: &[DimFormat],
        directive: &str,
    ) -> RtResult<Template> {
        let onto = self.state.onto.take();
        let (grid, section, what) = match &onto {
            Some(Onto {
                arrangement: Some((name, grid)),
                section,
            }) => (
                grid,
                Some(section.as_slice()),
                format!("PROCESSORS {name} ({grid})"),
            ),
            Some(Onto { section, .. }) => (
                rt.grid(),
                Some(section.as_slice()),
                format!("the grid is {}", rt.grid()),
            ),
            None => (rt.grid(), None, format!("the grid is {}", rt.grid())),
        };
        Template::place(self.state.bounds, formats, grid, rt.axis_order(), section).map_err(|e| match e {
                TemplateError::GridTooSmall(blocks) => RtError::collective(format!(
                    "{directive} of {}: {blocks} distributed dimensions need a processor grid of rank {blocks}, but {what} (set DVMH_PROC_GRID)",
                    self.state.name
                )),
                TemplateError::Format { dim, message } => RtError::collective(format!(
                    "{directive} of {}: dimension {}: {message}",
                    self.state.name,
                    dim + 1
                )),
                TemplateError::Onto(message) => RtError::collective(format!(
                    "{directive} of {} ONTO a section: {message}",
                    self.state.name
                )),
            })
    }

    /// `ALIGN` with `base` by `rules` (one per base dimension).
    pub fn align(&mut self, rt: &Runtime, base: &ArrayState, rules: &[AxisRule]) -> RtResult<()> {
        self.check_unmapped("dvmh_align")?;
        let mapping = self.alignment(base, rules, "ALIGN")?;
        self.place(rt, mapping)
    }

    /// The mapping of this array aligned with `base` by `rules`, checked against the bounds.
    pub fn alignment(
        &self,
        base: &ArrayState,
        rules: &[AxisRule],
        directive: &str,
    ) -> RtResult<Mapping> {
        let call = if directive == "ALIGN" {
            "dvmh_align"
        } else {
            "dvmh_realign"
        };
        let base_mapping = base.placement(call)?.mapping().clone();
        if let Err(e) = check_images(rules, &self.state.bounds, &base.bounds) {
            return Err(RtError::collective(format!(
                "{directive} of {} with {}: {e}",
                self.state.describe(),
                base.describe()
            )));
        }
        Ok(base_mapping.compose(rules))
    }

    /// `ALIGN` with a base that is not mapped yet (its DISTRIBUTE is deferred): checked now,
    /// placed by [`place_pending`](Self::place_pending) when the base is mapped.
    pub fn align_later(&mut self, base: &mut ArrayObject, rules: Vec<AxisRule>) -> RtResult<()> {
        self.check_unmapped("dvmh_align")?;
        if let Err(e) = check_images(&rules, &self.state.bounds, &base.state.bounds) {
            return Err(RtError::collective(format!(
                "ALIGN of {} with {}: {e}",
                self.state.describe(),
                base.state.describe()
            )));
        }
        base.state.pending.push((self.state.serial, rules));
        Ok(())
    }

    /// Places the arrays aligned with this one while it was not mapped (and, in turn, those
    /// aligned with them), now that it is.
    pub fn place_pending(&mut self, rt: &Runtime) -> RtResult<()> {
        for (serial, rules) in std::mem::take(&mut self.state.pending) {
            let Some(&handle) = live().get(&serial) else {
                continue; // freed meanwhile
            };
            // SAFETY: registered pointers are live objects, distinct from `self` (an array is
            // never aligned with itself).
            let child = unsafe { &mut *(handle as *mut ArrayObject) };
            if child.state.is_placed() {
                continue; // realigned meanwhile
            }
            child.align(rt, &self.state, &rules)?;
            child.place_pending(rt)?;
        }
        Ok(())
    }

    /// Takes the placement away (REDISTRIBUTE/REALIGN place the array anew); the view is
    /// left dangling until [`place`](Self::place) fills it in again.
    pub fn take_placement(&mut self) -> Option<Placement> {
        self.view.base = std::ptr::null_mut();
        // The new storage's shadow edges are zeroed until the next renewal.
        self.state.shadows.all_stale(&self.state.bounds);
        self.state.placement.take()
    }

    /// Marks the array as the root of its own alignment tree (or not, after REALIGN).
    pub fn set_distributed(&mut self, distributed: bool) {
        self.state.distributed = distributed;
    }

    fn check_unmapped(&self, call: &str) -> RtResult<()> {
        if self.state.is_placed() {
            return Err(RtError::collective(format!(
                "{call}: array {} is already distributed or aligned (declare it DYNAMIC and use REDISTRIBUTE/REALIGN)",
                self.state.name
            )));
        }
        Ok(())
    }

    /// Computes this process's boxes, allocates the storage (fenced by guard zones that
    /// name the array in crash reports) and fills in the view.
    pub fn place(&mut self, rt: &Runtime, mapping: Mapping) -> RtResult<()> {
        let owned =
            self.state
                .owned_box_at(&mapping, mapping.grid(), &mapping.coords_of(rt.comm.rank()));
        let stored = self.state.stored_box_for(&owned);
        let elem_size = self.state.ty.size();
        let layout = DenseLayout::new(stored, elem_size);
        let Some(mut storage) = layout.checked_byte_len().and_then(ZeroedBuffer::new) else {
            let bytes = match stored.byte_size(elem_size) {
                Some(n) => n.to_string(),
                None => format!("more than {}", u128::MAX),
            };
            // Usually every process fails alike: report like a collective error.
            return Err(RtError::collective(format!(
                "cannot allocate {bytes} bytes for the local part of array '{}' (indices {stored})",
                self.state.name
            )));
        };
        let zones = storage
            .guard_zones()
            .map(|(below, above)| zones::register(below, above, &self.state.name));
        let r = self.state.rank();
        self.view.base = storage.as_mut_ptr() as *mut c_void;
        self.view.lo = [0; 7];
        self.view.stride = [0; 7];
        self.view.lo[..r].copy_from_slice(stored.los());
        self.view.stride[..r].copy_from_slice(layout.strides());
        self.state.placement = Some(Placement {
            mapping,
            owned,
            layout,
            _zones: zones,
            storage,
        });
        Ok(())
    }
}
