! dvmh-test: serial-files=lib/dvm_serial.f90 lib/dvmy_nproc_serial.f90
! A simulation driver that uses the DVM library functions as their users do: the processor
! arrangement P(NUMBER_OF_PROCESSORS()) and GEN_BLOCK sizes computed from it (every process
! a share of the rows proportional to its position's weight), DVTIME around the time loop
! (only its sanity is printed), and a report printing array-valued functions (the
! per-column statistics of a replicated summary, a small vector of powers) and rows of a
! distributed array in an implied-DO list.
module summary
  implicit none
  integer, parameter :: n = 30, m = 6
contains
  function col_stats(tab, j) result(st)
    real(8), intent(in) :: tab(:, :)
    integer, intent(in) :: j
    real(8) :: st(3)
    st(1) = minval(tab(:, j))
    st(2) = maxval(tab(:, j))
    st(3) = sum(tab(:, j)) / size(tab, 1)
  end function col_stats
  function powers(x, k) result(v)
    real(8), intent(in) :: x
    integer, intent(in) :: k
    real(8) :: v(k)
    integer :: i
    v(1) = x
    do i = 2, k
      v(i) = v(i - 1) * x
    end do
  end function powers
end module summary

program dvmz5_report_functions
  use summary
  implicit none
  integer :: number_of_processors
  double precision :: dvtime
  real(8) :: a(n, m), tab(n, m)
!dvm$ processors p(number_of_processors())
!dvm$ dynamic a
  integer, allocatable :: g(:)
  integer :: np, i, j, it, k, left
  real(8) :: t0, t1, s
  np = number_of_processors()
  allocate (g(np))
  ! sizes: process k gets rows in proportion to k, at least one each
  left = n
  do k = 1, np
    g(k) = max(1, (2 * n * k) / (np * (np + 1)))
    if (k == np) g(k) = left
    left = left - g(k)
  end do
!dvm$ redistribute a(gen_block(g), *) onto p
  t0 = dvtime()
!dvm$ parallel (i) on a(i, *), private(j)
  do i = 1, n
    do j = 1, m
      a(i, j) = sin(0.2d0 * i * j) + 0.1d0 * j
    end do
  end do
  do it = 1, 4
!dvm$ parallel (i) on a(i, *), private(j, s)
    do i = 1, n
      s = 0d0
      do j = 1, m
        s = s + a(i, j)
      end do
      do j = 1, m
        a(i, j) = 0.8d0 * a(i, j) + 0.2d0 * s / m + 0.01d0 * it
      end do
    end do
  end do
  t1 = dvtime()
  tab = a
  print '(a, l2)', 'clock sane', t1 - t0 >= 0d0
  do j = 1, m
    print '(3f12.7)', col_stats(tab, j)
  end do
  print '(6f12.7)', (a(i, :), i = 1, n, 9)
  do k = 1, 3
    print '(4f10.5)', powers(0.5d0 * k, 4)
  end do
  do j = 1, 2
    print '(3f12.7)', col_stats(tab, j)**2 - col_stats(tab, j)
  end do
  deallocate (g)
end program dvmz5_report_functions
