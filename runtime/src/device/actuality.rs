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
}
