! dvmh-test: c-files=lib/cx_c_stats.c
! Fortran over a C statistics library: sorting a sample in place through a C_SIZE_T count,
! a BIND(C) summary struct filled by C, a histogram buffer allocated by C and viewed through
! C_F_POINTER, and a row-major C matrix seen as its Fortran transpose (SHAPE=[cols, rows]).
module cstats
  use, intrinsic :: iso_c_binding
  implicit none
  type, bind(c) :: summary_t
    integer(c_int) :: n
    real(c_double) :: mean, stddev, minv, maxv, median
  end type summary_t
  interface
    subroutine c_sort(a, n) bind(c, name='cx_sort_doubles')
      import :: c_double, c_size_t
      real(c_double), intent(inout) :: a(*)
      integer(c_size_t), value :: n
    end subroutine c_sort
    integer(c_int) function c_summarize(a, n, s) bind(c, name='cx_summarize')
      import :: c_double, c_int, summary_t
      real(c_double), intent(in) :: a(*)
      integer(c_int), value :: n
      type(summary_t), intent(out) :: s
    end function c_summarize
    type(c_ptr) function c_histogram(a, n, lo, hi, bins) bind(c, name='cx_histogram')
      import :: c_ptr, c_double, c_int
      real(c_double), intent(in) :: a(*)
      integer(c_int), value :: n, bins
      real(c_double), value :: lo, hi
    end function c_histogram
    subroutine c_free(p) bind(c, name='cx_free')
      import :: c_ptr
      type(c_ptr), value :: p
    end subroutine c_free
    function c_matrix(rows, cols) result(p) bind(c, name='cx_matrix')
      import :: c_ptr, c_int
      integer(c_int), value :: rows, cols
      type(c_ptr) :: p
    end function c_matrix
  end interface
end module cstats

program cx_c_sort_stats
  use cstats
  implicit none
  integer, parameter :: n = 40, nbins = 8
  real(c_double), target :: sample(n), sorted(n)
  type(summary_t) :: s
  type(c_ptr) :: hbuf, mbuf
  integer(c_int), pointer :: hist(:)
  real(c_double), pointer :: mt(:, :)
  integer :: i, rc, r, c
  real(8) :: chk

  ! A deterministic sample: a quadratic residue sequence, scaled into [0, 10).
  do i = 1, n
    sample(i) = real(mod(i * i * 37 + 11 * i, 101), c_double) / 10.1d0
  end do
  sorted = sample
  call c_sort(sorted, int(n, c_size_t))
  print '(a, 5f8.3)', 'first sorted:', sorted(1:5)
  print '(a, 5f8.3)', 'last sorted: ', sorted(n-4:n)
  print '(a, l2)', 'ascending:', all(sorted(2:n) >= sorted(1:n-1))

  rc = c_summarize(sample, n, s)
  print '(a, i3, a, i4)', 'rc =', rc, '  n =', s%n
  print '(a, 3f12.6)', 'mean/stddev/median:', s%mean, s%stddev, s%median
  print '(a, 2f10.4)', 'min/max:', s%minv, s%maxv
  print '(a, l2)', 'mean agrees:', abs(s%mean - sum(sample) / n) < 1d-12
  rc = c_summarize(sample, 0, s)
  print '(a, i3)', 'empty sample rc =', rc

  hbuf = c_histogram(sample, n, 0d0, 10d0, nbins)
  print '(a, l2)', 'histogram allocated:', c_associated(hbuf)
  call c_f_pointer(hbuf, hist, [nbins])
  print '(a, 8i4)', 'histogram:', hist
  print '(a, i4, i4)', 'bounds:', lbound(hist, 1), ubound(hist, 1)
  print '(a, i5)', 'total counted:', sum(hist)
  hist(1) = -1
  print '(a, i4)', 'written through pointer:', hist(1)
  call c_free(hbuf)
  hbuf = c_null_ptr
  print '(a, l2)', 'after free associated:', c_associated(hbuf)

  ! C's row-major 3 x 4 matrix is Fortran's 4 x 3 column-major one.
  mbuf = c_matrix(3, 4)
  call c_f_pointer(mbuf, mt, [4, 3])
  print '(a, 2i3)', 'shape:', shape(mt)
  do r = 1, 3
    print '(a, i2, 4f8.1)', 'row', r - 1, (mt(c, r), c = 1, 4)
  end do
  chk = 0
  do r = 1, 3
    do c = 1, 4
      chk = chk + mt(c, r) * (r + 2 * c)
    end do
  end do
  print '(a, f12.2)', 'weighted checksum:', chk
  print '(a, f8.1)', 'column sums of row 2:', sum(mt(:, 2))
  call c_free(mbuf)
end program cx_c_sort_stats
