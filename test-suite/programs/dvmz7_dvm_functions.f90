! dvmh-test: serial-files=lib/dvm_serial.f90 lib/dvmy_nproc_serial.f90 lib/dvmz7_active_serial.f90
! The DVM library functions as a driver uses them: the processor arrangement built from
! NUMBER_OF_PROCESSORS(), ACTIVE_NUM_PROCS() compared with it (outside task regions they
! agree), a WGT_BLOCK distribution whose weights come from the processor count (results
! must not depend on it), DVTIME read around the time loop (only its sanity is printed)
! and a BARRIER before the second reading.
program dvm_functions
  implicit none
  integer, parameter :: n = 40
  integer :: number_of_processors, active_num_procs
  double precision :: dvtime
  real(8) :: a(n), b(n), w(8), t0, t1, s
  integer :: i, step, np
!dvm$ distribute a(wgt_block(w, 8))
!dvm$ align b(i) with a(i)
!dvm$ dynamic a
!dvm$ shadow a(1:1)
  np = number_of_processors()
  do i = 1, 8
    w(i) = 1 + mod(i * np, 3)
  end do
!dvm$ redistribute a(wgt_block(w, 8))
  write (*, '(a, l2)') 'procs agree', np == active_num_procs()
  write (*, '(a, l2)') 'procs positive', np >= 1
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = exp(-0.01d0 * (i - n / 2)**2)
    b(i) = 0
  end do
  t0 = dvtime()
  do step = 1, 20
!dvm$ parallel (i) on b(i), shadow_renew(a)
    do i = 2, n - 1
      b(i) = a(i) + 0.3d0 * (a(i - 1) - 2 * a(i) + a(i + 1))
    end do
!dvm$ parallel (i) on a(i)
    do i = 2, n - 1
      a(i) = b(i)
    end do
  end do
!dvm$ barrier
  t1 = dvtime()
  write (*, '(a, l2)') 'time sane', t1 >= t0 .and. t1 - t0 < 1d3
  s = 0
!dvm$ parallel (i) on a(i), reduction(sum(s))
  do i = 1, n
    s = s + a(i) * i
  end do
  write (*, '(a, es24.15)') 'moment', s
  write (*, '(3es24.15)') a(2), a(n / 2), a(n - 1)
end program dvm_functions
