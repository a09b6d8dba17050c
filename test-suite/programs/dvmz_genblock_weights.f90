! dvmh-test: serial-files=lib/dvmy_nproc_serial.f90
! A mesh whose rows cost different amounts of work: the program writes a weight per row to a
! file, reads it back at run time and derives GEN_BLOCK sizes (an ALLOCATABLE array of one
! size per process) that give each process rows of about equal total weight; the module's
! array starts as WGT_BLOCK over the weights (an ALLOCATABLE REAL array), is REDISTRIBUTEd
! with the sizes in a module procedure taking them as an adjustable dummy G(NP), values
! moving; a stencil with SHADOW_RENEW runs on the uneven blocks, results reduced and printed.
module mesh
  implicit none
  integer, parameter :: n = 40, m = 12
  real(8) :: a(n, m), b(n, m)
!dvm$ processors p(number_of_processors())
!dvm$ dynamic a
!dvm$ align b(i, j) with a(i, j)
contains
  subroutine rebalance(g, np)
    integer :: np, g(np)
!dvm$ redistribute a(gen_block(g), *) onto p
  end subroutine rebalance
end module mesh

program dvmz_genblock_weights
  use mesh
  implicit none
  real(8), allocatable :: w(:)
  integer, allocatable :: g(:)
  integer :: nproc, i, j, k, it, left
  real(8) :: goal, acc, s, smax
  integer :: number_of_processors
  nproc = number_of_processors()
  open (21, file='dvmz_weights.txt', status='replace')
  do i = 1, n
    write (21, '(f8.3)') 1d0 + 3d0 * exp(-0.02d0 * (i - 30) ** 2)
  end do
  close (21)
  allocate (w(n))
  open (21, file='dvmz_weights.txt', status='old')
  do i = 1, n
    read (21, *) w(i)
  end do
  close (21, status='delete')
!dvm$ redistribute a(wgt_block(w, n), *) onto p
  ! prefix sums of the weights cut into nproc parts, every part at least one row
  allocate (g(nproc))
  g = 0
  goal = sum(w) / nproc
  acc = 0d0
  k = 1
  do i = 1, n
    left = n - i + 1
    if (k < nproc .and. g(k) > 0 .and. (acc + w(i) > k * goal .or. left <= nproc - k)) then
      k = k + 1
    end if
    g(k) = g(k) + 1
    acc = acc + w(i)
  end do
  write (*, '(a, f10.3)') 'total weight', sum(w)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = w(i) * (i + 0.5d0 * j)
      b(i, j) = 0d0
    end do
  end do
  call rebalance(g, nproc)
  do it = 1, 5
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 1, m
      do i = 2, n - 1
        b(i, j) = (a(i - 1, j) + w(i) * a(i, j) + a(i + 1, j)) / (2d0 + w(i))
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 1, m
      do i = 2, n - 1
        a(i, j) = b(i, j)
      end do
    end do
  end do
  s = 0d0
  smax = 0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), max(smax))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * w(i)
      smax = max(smax, a(i, j))
    end do
  end do
  write (*, '(a, f16.6, a, f12.6)') 'weighted sum', s, '  max', smax
  write (*, '(4f12.6)') a(1, 1), a(20, 6), a(30, 12), a(n, m)
  deallocate (g, w)
end program dvmz_genblock_weights
