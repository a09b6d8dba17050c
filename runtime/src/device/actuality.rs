//! Which copies of an array hold its current values (seed 000, chapter 3), for the whole
//! local storage of an array (owned block and shadow edges) at once for now.
//!
//! The rules are pure state transitions, so they are tested here without any device; the
//! transfers they ask for are made by the caller ([`super::Device`]). At least one copy is
//! always current.

/// The state of one array that has a device copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actuality {
    /// The host storage holds the current values.
    pub host: bool,
    /// The device copy holds the current values.
    pub device: bool,
}

impl Actuality {
    /// A device copy just allocated: nothing in it yet.
    pub const NEW: Actuality = Actuality {
        host: true,
        device: false,
    };

    /// A device loop is about to use the array: whether it must be uploaded first.
    pub fn use_on_device(&mut self) -> bool {
        let upload = !self.device;
        self.device = true;
        upload
    }

    /// A device loop wrote the array: the host copy is stale.
    pub fn written_on_device(&mut self) {
        self.device = true;
        self.host = false;
    }

    /// Host code is about to read the array: whether it must be downloaded first.
    pub fn use_on_host(&mut self) -> bool {
        let download = !self.host;
        self.host = true;
        download
    }

    /// Host code (may have) written the array (after [`use_on_host`](Self::use_on_host)),
    /// or `ACTUAL` declared the host copy current: the device copy is stale.
    pub fn written_on_host(&mut self) {
        self.host = true;
        self.device = false;
    }
}

/// The data direction of an array in a region (seed 000 §1.1 and §3.4.2), as the bit set the
/// compiler passes: IN = 1 (actual values needed on entry), OUT = 2 (written, the new values
/// used afterwards), LOCAL = 4 (written, the new values not used afterwards). INOUT = 3 and
/// INLOCAL = 5; OUT and LOCAL together mean OUT.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intent(pub i32);

impl Intent {
    pub const IN: i32 = 1;
    pub const OUT: i32 = 2;
    pub const LOCAL: i32 = 4;

    /// A valid bit set: at least one of the three bits, no other bits.
    pub fn checked(bits: i32) -> Option<Intent> {
        (bits > 0 && bits & !(Self::IN | Self::OUT | Self::LOCAL) == 0).then_some(Intent(bits))
    }

    /// The region needs the current values on entry.
    pub fn reads_in(self) -> bool {
        self.0 & Self::IN != 0
    }

    /// The region writes the array.
    pub fn writes(self) -> bool {
        self.0 & (Self::OUT | Self::LOCAL) != 0
    }

    /// The region's new values are not used after it (LOCAL or INLOCAL).
    pub fn local_only(self) -> bool {
        self.0 & Self::LOCAL != 0 && self.0 & Self::OUT == 0
    }

    /// Two clauses naming one array (`IN(A) OUT(A)` is INOUT).
    pub fn merge(self, other: Intent) -> Intent {
        Intent(self.0 | other.0)
    }

    /// For logs: `IN`, `OUT`, `INOUT`, `LOCAL`, `INLOCAL`.
    pub fn name(self) -> &'static str {
        match (self.reads_in(), self.0 & Self::OUT != 0, self.local_only()) {
            (true, true, _) => "INOUT",
            (false, true, _) => "OUT",
            (true, false, true) => "INLOCAL",
            (false, false, true) => "LOCAL",
            _ => "IN",
        }
    }
}

impl Actuality {
    /// Region entry with data direction `intent` (seed 000 §3.4.2): whether the device copy
    /// must be uploaded first (IN parts need the current values; OUT and LOCAL do not). A
    /// written array's device copy is then declared current and the host copy stale, before
    /// any loop runs.
    pub fn enter_region(&mut self, intent: Intent) -> bool {
        let upload = intent.reads_in() && !self.device;
        if intent.writes() {
            self.written_on_device();
        } else if upload {
            self.device = true;
        }
        upload
    }

    /// Region exit of a LOCAL or INLOCAL array: its new values are dropped, not downloaded, so
    /// the host copy (current at entry: every region starts with all host copies current)
    /// is the current one and the device copy stale.
    pub fn drop_local(&mut self) {
        self.host = true;
        self.device = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transfers_only_when_the_other_copy_is_newer() {
        let mut a = Actuality::NEW;
        assert!(a.use_on_device(), "first device use uploads");
        assert!(!a.use_on_device(), "the device copy is kept");
        assert!(!a.use_on_host(), "reading on the device changes nothing");
        a.written_on_device();
        assert!(!a.use_on_device());
        assert!(a.use_on_host(), "a device write makes the host stale");
        assert!(!a.use_on_host());
        assert!(!a.use_on_device(), "a download leaves both current");
        a.written_on_host();
        assert!(a.use_on_device(), "a host write makes the device stale");
        a.written_on_device();
        a.written_on_host(); // ACTUAL after a device write: the host copy wins
        assert_eq!(
            a,
            Actuality {
                host: true,
                device: false
            }
        );
    }

    #[test]
    fn region_entry_follows_the_data_directions() {
        let intent = |bits| Intent::checked(bits).unwrap();
        // IN: uploaded once, host stays current.
        let mut a = Actuality::NEW;
        assert!(a.enter_region(intent(1)));
        assert_eq!((a.host, a.device), (true, true));
        assert!(!a.enter_region(intent(1)), "already current on the device");
        // OUT: no upload, the device copy is the current one.
        let mut a = Actuality::NEW;
        assert!(!a.enter_region(intent(2)));
        assert_eq!((a.host, a.device), (false, true));
        assert!(!a.use_on_device(), "a loop does not upload it either");
        // INOUT and INLOCAL: uploaded, then written.
        for bits in [3, 5] {
            let mut a = Actuality::NEW;
            assert!(a.enter_region(intent(bits)));
            assert_eq!((a.host, a.device), (false, true));
        }
        // LOCAL: no upload, and at exit no download.
        let mut a = Actuality::NEW;
        assert!(!a.enter_region(intent(4)));
        a.drop_local();
        assert!(!a.use_on_host());
        assert!(
            a.use_on_device(),
            "the next region uploads the host values again"
        );
        assert_eq!(Intent::checked(0), None);
        assert_eq!(Intent::checked(8), None);
        assert_eq!(intent(1).merge(intent(4)).name(), "INLOCAL");
        assert_eq!(intent(6).name(), "OUT");
        assert!(!intent(6).local_only());
    }
}
