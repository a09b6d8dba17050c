! The serial stand-in for the DVM system's ACTIVE_NUM_PROCS (the number of processors of the
! current task; a serial program has one).
integer function active_num_procs()
  active_num_procs = 1
end function active_num_procs
