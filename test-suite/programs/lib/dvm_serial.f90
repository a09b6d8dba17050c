! Serial stand-ins for the DVM system's library functions, as DVM users give them to serial
! compilers (a DVMH compiler provides the real ones).
double precision function dvtime()
  integer(8) :: c, r
  call system_clock(c, r)
  dvtime = dble(c) / dble(r)
end function dvtime
